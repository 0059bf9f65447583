// GET {api_url}/log/lookup?statement_sha256=<hex>: a verifier holding only a statement finds its entry
// and a receipt. The receipt's checkpoint verifies with @sigstore/verify's signed-note check against the
// published log key, and its inclusion proof with @sigstore/verify's Merkle check; the statement is the
// one whose payload was hashed. A digest no integrated entry holds: 404; a digest that is
// not 64 lowercase hex: 400 naming the parameter.
import { createHash, createPublicKey } from "node:crypto";
import { verifyCheckpoint } from "@sigstore/verify/dist/tlog/checkpoint";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { encodeEntry } from "@/lib/statement-log/log-entry";
import { integratePending } from "@/lib/statement-log/integrate";
import { startApp, type TestApp } from "@/tests/helpers/app";
import { sigstoreInclusionHolds } from "@/tests/statement-log/independent-merkle";

let app: TestApp;
let vkey: string;

beforeAll(async () => {
  app = await startApp({ LOG_INTEGRATE_MS: "0" });
  await integratePending(app.db);
  vkey = (await app.api.get("/log")).body.verifier_key;
});
afterAll(async () => {
  await app?.stop();
});

function checkpointOf(note: string): { size: number; root: Buffer } {
  const [, name, hash, b64] = /^([^+]+)\+([^+]+)\+(.+)$/.exec(vkey)! as unknown as [string, string, string, string];
  const raw = Buffer.from(b64, "base64");
  const publicKey = createPublicKey({ key: { kty: "OKP", crv: "Ed25519", x: raw.subarray(1).toString("base64url") }, format: "jwk" });
  const cp = verifyCheckpoint(
    { inclusionProof: { checkpoint: { envelope: note } } } as never,
    [{ logID: Buffer.from(hash, "hex"), baseURL: name, publicKey }] as never,
  );
  return { size: Number(cp.logSize), root: Buffer.from(cp.logHash) };
}

const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");

describe("GET /log/lookup", () => {
  it("finds a statement by the SHA-256 of its payload, with a receipt an independent library accepts", async () => {
    const statement = (await app.api.get("/public/trust/lumen-analytics/bundle")).body.statement;
    const res = await app.api.get(`/log/lookup?statement_sha256=${sha256(statement.payload)}`);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ statement_sha256: sha256(statement.payload), kind: "statement", statement });
    const cp = checkpointOf(res.body.receipt.checkpoint);
    expect(cp.size).toBe(res.body.receipt.size);
    const entry = encodeEntry("statement", statement);
    const proof = res.body.receipt.inclusion_proof.map((h: string) => Buffer.from(h, "base64"));
    expect(sigstoreInclusionHolds(entry, res.body.index, cp.size, proof, cp.root)).toBe(true);
    // The same entry the token names.
    const token = (await app.api.get("/public/trust/lumen-analytics/token")).body.decoded;
    expect(res.body.index).toBe(token.log.index);
  });

  it("a digest no integrated entry holds: 404 not_found", async () => {
    const unknown = await app.api.get(`/log/lookup?statement_sha256=${"0".repeat(64)}`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe("not_found");
    // A payload that was never signed by the service, hashed as a verifier would.
    expect((await app.api.get(`/log/lookup?statement_sha256=${sha256('{"statement":1}')}`)).status).toBe(404);
  });

  it("a digest that is not 64 lowercase hex, or none: 400 naming statement_sha256", async () => {
    for (const q of ["?statement_sha256=abc", `?statement_sha256=${"A".repeat(64)}`, ""]) {
      const res = await app.api.get(`/log/lookup${q}`);
      expect(res.status, q).toBe(400);
      expect(res.body.error).toBe("bad_request");
      expect(res.body.message).toMatch(/`statement_sha256`/);
      expect(JSON.stringify(res.body)).toContain("statement_sha256");
    }
  });
});
