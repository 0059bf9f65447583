// The compact Trust Ledger Token (lib/statement-log/token-codec.ts): `tlt1.` and the unpadded base64url
// of the body's RFC 8785 JSON. The published vectors decode and re-encode to themselves; anything else is refused with a reason.
import { readFileSync } from "node:fs";
import canonicalize from "canonicalize";
import { describe, expect, it } from "vitest";
import { decodeToken, encodeToken, MAX_TOKEN_LENGTH, TOKEN_PREFIX } from "@/lib/statement-log/token-codec";
import { VECTOR_FILE } from "@/tests/vectors/generate";

const vectors = JSON.parse(readFileSync(VECTOR_FILE, "utf8")) as { cases: { name: string; token: string; expected: string }[] };
const valid = vectors.cases.find((c) => c.expected === "valid")!;
const b64 = (value: unknown) => TOKEN_PREFIX + Buffer.from(typeof value === "string" ? value : JSON.stringify(value)).toString("base64url");

describe("Trust Ledger Tokens", () => {
  it("decode a published vector to the JSON its base64url carries, and encode back to the same text", () => {
    const decoded = decodeToken(valid.token);
    expect(decoded.ok).toBe(true);
    if (!decoded.ok) return;
    const json = JSON.parse(Buffer.from(valid.token.slice(TOKEN_PREFIX.length), "base64url").toString("utf8"));
    expect(decoded.body).toEqual(json);
    expect(encodeToken(decoded.body)).toBe(valid.token);
    expect(encodeToken(decoded.body)).toBe(TOKEN_PREFIX + Buffer.from(canonicalize(json)!).toString("base64url"));
  });

  it("accept surrounding whitespace", () => {
    expect(decodeToken(`  ${valid.token}\n`).ok).toBe(true);
  });

  it("refuse a wrong prefix, padding, non-JSON, a body off the schema and an oversized token, each with a reason", () => {
    const body = JSON.parse(Buffer.from(valid.token.slice(TOKEN_PREFIX.length), "base64url").toString("utf8"));
    const cases: [string, RegExp][] = [
      ["tlt2." + valid.token.slice(5), /starts with tlt1\./],
      [valid.token + "=", /not base64url/],
      [b64("{not json"), /not JSON/],
      [b64({ ...body, typ: "other" }), /token field typ/],
      [b64({ ...body, extra: 1 }), /token field/],
      [b64({ ...body, log: { ...body.log, index: -1 } }), /token field log\.index/],
      [TOKEN_PREFIX + "A".repeat(MAX_TOKEN_LENGTH), /at most 65536 characters/],
    ];
    for (const [token, reason] of cases) {
      const result = decodeToken(token);
      expect(result.ok, token.slice(0, 40)).toBe(false);
      if (!result.ok) expect(result.reason).toMatch(reason);
    }
  });
});
