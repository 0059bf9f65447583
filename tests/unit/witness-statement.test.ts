// Witness statements (lib/witness-record/statement.ts): the RFC 8785 payload of one reading signed with Ed25519,
// checked here with node:crypto and the published key, refused when anything about them changes.
import { createHash, generateKeyPairSync, verify, type JsonWebKey } from "node:crypto";
import { describe, expect, it } from "vitest";
import { receiptFor, signWitnessStatement, statementPayload, verifyWitnessStatement } from "@/lib/witness-record/statement";

const { privateKey, publicKey } = generateKeyPairSync("ed25519");
const publicJwk = { ...(publicKey.export({ format: "jwk" }) as JsonWebKey), kid: "wk_1" };
const signer = { kid: "wk_1", privateKey, publicJwk: publicJwk as never };
const facts = {
  subject: { slug: "acme", domain: "acme.example" },
  takenAt: new Date(Date.UTC(2026, 0, 1, 9)),
  checksRun: 3,
  checksPassed: 2,
  standing: "witnessed",
  checks: [
    { check_id: "tls", source: "outside-in", passed: true },
    { check_id: "hsts", source: "outside-in", passed: false },
  ],
};

describe("witness statements", () => {
  it("sign the canonical payload with Ed25519, as node:crypto verifies it with the public key", async () => {
    const s = await signWitnessStatement(facts, signer);
    expect(s).toMatchObject({ key_id: "wk_1", alg: "Ed25519", canonicalization: "RFC8785", payload: statementPayload(facts) });
    expect(s.signature).toMatch(/^ed25519:[A-Za-z0-9+/]{86}==$/);
    expect(verify(null, Buffer.from(s.payload), publicKey, Buffer.from(s.signature.slice(8), "base64"))).toBe(true);
    expect(JSON.parse(s.payload)).toEqual({
      subject: { slug: "acme", domain: "acme.example" },
      reading: { taken_at: "2026-01-01T09:00:00.000Z", checks_run: 3, checks_passed: 2, standing: "witnessed" },
      checks: facts.checks,
      service: "svc-witness",
      version: 1,
    });
  });

  it("verify under the key their key_id names, and under no other", async () => {
    const s = await signWitnessStatement(facts, signer);
    expect(verifyWitnessStatement(s, [publicJwk])).toBe(true);
    const other = { ...(generateKeyPairSync("ed25519").publicKey.export({ format: "jwk" }) as JsonWebKey), kid: "wk_1" };
    expect(verifyWitnessStatement(s, [other])).toBe(false);
    expect(verifyWitnessStatement({ ...s, key_id: "wk_2" }, [publicJwk])).toBe(false);
  });

  it("fail once the payload, signature or algorithm changes", async () => {
    const s = await signWitnessStatement(facts, signer);
    expect(verifyWitnessStatement({ ...s, payload: s.payload.replace('"checks_passed":2', '"checks_passed":3') }, [publicJwk])).toBe(false);
    const sig = Buffer.from(s.signature.slice(8), "base64");
    sig[0] = sig[0]! ^ 1;
    expect(verifyWitnessStatement({ ...s, signature: `ed25519:${sig.toString("base64")}` }, [publicJwk])).toBe(false);
    expect(verifyWitnessStatement({ ...s, signature: s.signature.slice(8) }, [publicJwk])).toBe(false);
    expect(verifyWitnessStatement({ ...s, alg: "ES256" as never }, [publicJwk])).toBe(false);
  });

  it("give a receipt whose id is derived from the payload, stale two hours after the reading", async () => {
    const s = await signWitnessStatement(facts, signer);
    const r = receiptFor({ takenAt: facts.takenAt }, facts.subject, s);
    expect(r.receipt_id).toBe("rcpt_" + createHash("sha256").update(s.payload).digest("hex").slice(0, 32));
    expect(r).toMatchObject({
      subject: "acme.example",
      observed_at: "2026-01-01T09:00:00.000Z",
      freshness: { stale_at: "2026-01-01T11:00:00.000Z" },
    });
    expect(receiptFor({ takenAt: facts.takenAt }, { slug: "acme", domain: null }, s).subject).toBe("acme");
  });
});
