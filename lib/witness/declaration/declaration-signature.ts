// Signs and checks a company declaration: Ed25519 (node:crypto) over the RFC 8785 form of the document
// without its `signature` member, with the key named by its RFC 7638 thumbprint (jose). Used by
// `svc declare sign` on the company's machine and by whoever reads the published document.
import { createPublicKey, sign, verify, type KeyObject } from "node:crypto";
import { calculateJwkThumbprint } from "jose";
import { canonicalJson } from "@/lib/platform/canonical-json";
import type { Declaration } from "@/lib/schemas/declaration";

const PREFIX = "ed25519:";

export function signedBytes(doc: Declaration): Buffer {
  const { signature: _omitted, ...body } = doc;
  return Buffer.from(canonicalJson(body), "utf8");
}

export async function keyThumbprint(key: Declaration["key"]): Promise<string> {
  return calculateJwkThumbprint({ kty: key.kty, crv: key.crv, x: key.x }, "sha256");
}

/** The public JWK of an Ed25519 private key. */
export function publicJwkOf(privateKey: KeyObject): Declaration["key"] {
  const jwk = createPublicKey(privateKey).export({ format: "jwk" });
  if (jwk.kty !== "OKP" || jwk.crv !== "Ed25519" || typeof jwk.x !== "string") throw new Error("the key is not an Ed25519 key");
  return { kty: "OKP", crv: "Ed25519", x: jwk.x };
}

export async function signDeclaration(doc: Declaration, privateKey: KeyObject): Promise<Declaration> {
  const unsigned: Declaration = { ...doc, key: publicJwkOf(privateKey) };
  delete unsigned.signature;
  const value = sign(null, signedBytes(unsigned), privateKey).toString("base64");
  return {
    ...unsigned,
    signature: { alg: "Ed25519", canonicalization: "RFC8785", key_thumbprint: await keyThumbprint(unsigned.key), value: PREFIX + value },
  };
}

export type DeclarationCheck =
  | { valid: true; thumbprint: string }
  | { valid: false; reason: "unsigned" | "thumbprint_mismatch" | "signature_invalid"; thumbprint: string };

export async function checkDeclaration(doc: Declaration): Promise<DeclarationCheck> {
  const thumbprint = await keyThumbprint(doc.key);
  if (!doc.signature) return { valid: false, reason: "unsigned", thumbprint };
  if (doc.signature.key_thumbprint !== thumbprint) return { valid: false, reason: "thumbprint_mismatch", thumbprint };
  const key = createPublicKey({ key: { ...doc.key }, format: "jwk" });
  const ok = verify(null, signedBytes(doc), key, Buffer.from(doc.signature.value.slice(PREFIX.length), "base64"));
  return ok ? { valid: true, thumbprint } : { valid: false, reason: "signature_invalid", thumbprint };
}
