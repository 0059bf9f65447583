// The one statement verifier (lib/witness-record/verify-statement.ts, lib/verifier/check.ts) over statements signed
// here with node:crypto: the key's lifecycle is judged at the reading's time, the payload must be canonical, and a
// signed correction naming the statement's leaf supersedes it.
import { createHash, generateKeyPairSync, sign } from "node:crypto";
import { describe, expect, it } from "vitest";
import { correctionPayload } from "@/lib/statement-log/correction-payload";
import { encodeEntry } from "@/lib/statement-log/log-entry";
import { checkStatement } from "@/lib/verifier/check";
import { verifyStatement, type VerifierKey } from "@/lib/witness-record/verify-statement";
import { statementPayload } from "@/lib/witness-record/statement";

const { privateKey, publicKey } = generateKeyPairSync("ed25519");
const x = publicKey.export({ format: "jwk" }).x!;
const TAKEN = new Date(Date.UTC(2026, 5, 1, 12));
const key = (extra: Partial<VerifierKey> = {}): VerifierKey => ({ kid: "wk_1", kty: "OKP", crv: "Ed25519", x, ...extra });

function signed(payload: string, kid = "wk_1") {
  return {
    payload,
    signature: `ed25519:${sign(null, Buffer.from(payload), privateKey).toString("base64")}`,
    key_id: kid,
    alg: "Ed25519",
    canonicalization: "RFC8785",
  };
}

const payload = statementPayload({
  subject: { slug: "acme", domain: "acme.example" },
  takenAt: TAKEN,
  checksRun: 1,
  checksPassed: 1,
  standing: "witnessed",
  checks: [{ check_id: "tls", source: "outside-in", passed: true }],
});
const statement = signed(payload);

describe("verifying a statement", () => {
  it("is valid under its key, with the reading's facts", () => {
    const v = verifyStatement(statement, [key()]);
    expect(v.outcome).toBe("valid");
    expect(v.facts).toMatchObject({ subject: { slug: "acme", domain: "acme.example" }, taken_at: TAKEN.toISOString() });
    expect(v.flags).toContain("earlier_payload_shape");
  });

  it("judges the key at the reading's time: not yet valid, retired before it, compromised at or before it", () => {
    const hour = 3600_000;
    expect(verifyStatement(statement, [key({ notBefore: new Date(TAKEN.getTime() + hour).toISOString() })]).outcome).toBe(
      "key_not_yet_valid",
    );
    expect(verifyStatement(statement, [key({ retired_at: TAKEN.getTime() - hour })]).outcome).toBe("retired_key");
    expect(verifyStatement(statement, [key({ retired_at: TAKEN.getTime() + hour })]).outcome).toBe("valid");
    expect(verifyStatement(statement, [key({ compromised_at: TAKEN.toISOString() })]).outcome).toBe("compromised_key");
    const before = verifyStatement(statement, [key({ compromised_at: TAKEN.getTime() + hour })]);
    expect([before.outcome, before.flags]).toEqual(["valid", expect.arrayContaining(["signed_before_compromise"])]);
  });

  it("refuses an unknown or revoked key, another key's signature, and a malformed envelope or payload", () => {
    expect(verifyStatement(statement, [key({ kid: "wk_2" })]).outcome).toBe("unknown_key");
    expect(verifyStatement(statement, [key({ status: "revoked" })]).outcome).toBe("revoked_key");
    const other = generateKeyPairSync("ed25519").publicKey.export({ format: "jwk" }).x!;
    expect(verifyStatement(statement, [key({ x: other })]).outcome).toBe("invalid_signature");
    expect(verifyStatement({ ...statement, canonicalization: "JCS" }, [key()]).outcome).toBe("malformed");
    expect(verifyStatement({ ...statement, signature: statement.signature.replace("ed25519:", "") }, [key()]).outcome).toBe("malformed");
    const spaced = signed(JSON.stringify(JSON.parse(payload), null, 1));
    expect(verifyStatement(spaced, [key()])).toMatchObject({ outcome: "malformed", detail: "the payload is not in its RFC 8785 form" });
  });
});

describe("checking a statement", () => {
  it("names a subject mismatch when asked about another domain", () => {
    expect(checkStatement({ statement, keys: [key()], subject: "acme.example" }).outcome).toBe("valid");
    expect(checkStatement({ statement, keys: [key()], subject: "other.example" }).outcome).toBe("subject_mismatch");
  });

  it("is superseded by a correction signed by a known key naming its leaf, and only by such a one", () => {
    const leaf = createHash("sha256")
      .update(Buffer.concat([Buffer.from([0]), encodeEntry("statement", statement)]))
      .digest("hex");
    const correction = (leafHashHex: string) =>
      signed(
        correctionPayload({
          logIndex: 0,
          leafHashHex,
          action: "withdraw",
          reason: "Wrong domain read.",
          correctedAt: new Date(TAKEN.getTime() + 1000),
        }),
      );
    const result = checkStatement({ statement, keys: [key()], corrections: [correction(leaf)] });
    expect(result.outcome).toBe("superseded");
    expect(result.detail).toContain("withdraws this statement: Wrong domain read.");
    expect(checkStatement({ statement, keys: [key()], corrections: [correction("0".repeat(64))] }).outcome).toBe("valid");
    expect(checkStatement({ statement, keys: [key()], corrections: [{ ...correction(leaf), key_id: "wk_9" }] }).outcome).toBe("valid");
  });
});
