// RFC 8785 (JSON Canonicalization Scheme): the exact bytes we sign and digest. Two writers that
// build the same value get the same string, so digests and signatures are reproducible anywhere.
import { createHash } from "node:crypto";
import canonicalize from "canonicalize";

export function canonicalJson(value: unknown): string {
  const text = canonicalize(value);
  // canonicalize returns undefined for values JSON cannot carry (undefined, functions): refuse them
  // rather than sign or digest an empty string.
  if (text === undefined) throw new TypeError("canonicalJson: value has no JSON representation");
  return text;
}

export function sha256Hex(text: string): string {
  return createHash("sha256").update(text, "utf8").digest("hex");
}
