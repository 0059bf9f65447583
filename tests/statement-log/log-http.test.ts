// The witness statement log over HTTP on the API host: statements are pending until the sequencer runs,
// then the checkpoint verifies as a signed note with @sigstore/verify, tiles and entry bundles rebuild the
// same root, proofs verify with Merkle code we did not write, tokens verify (and a correction makes one
// superseded while the log still proves the statement), witnesses cosign, and every error is a clear 4xx
// or a 503.
// long-running (sequences and proves the log over HTTP): the sequencer starts it early (tests/setup/sequencer.ts).
import { createHash, createPublicKey, generateKeyPairSync, sign } from "node:crypto";
import Ajv2020 from "ajv/dist/2020";
import addFormats from "ajv-formats";
import { Agent, fetch } from "undici";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// An internal module of @sigstore/verify: the C2SP signed-note checkpoint check its Rekor verification uses.
import { verifyCheckpoint } from "@sigstore/verify/dist/tlog/checkpoint";
import { API_HOST_HEADERS } from "@/lib/http/api-host-headers";
import { correctStatement } from "@/lib/statement-log/correct-statement";
import { integrateAll } from "@/lib/statement-log/integrate";
import { verifyTrustToken } from "@/lib/statement-log/verify-token";
import { verifyWithPublishedKeys } from "@/lib/statement-log/verify-with-published-keys";
import { signWitnessStatement } from "@/lib/witness-record/statement";
import { startApp, type TestApp } from "@/tests/helpers/app";
import { withTableOffline } from "@/tests/helpers/store-failure";
import { sigstoreInclusionHolds, transmuteConsistencyHolds, transmuteTreeHead } from "@/tests/statement-log/independent-merkle";

// A witness of our own, built with node:crypto from the C2SP tlog-cosignature text (not from lib/).
const WITNESS_NAME = "witness.example/w1";
const witness = generateKeyPairSync("ed25519");
const witnessPub = Buffer.from(witness.publicKey.export({ format: "jwk" }).x as string, "base64url");
const witnessKeyId = createHash("sha256")
  .update(`${WITNESS_NAME}\n`)
  .update(Buffer.from([0x04]))
  .update(witnessPub)
  .digest()
  .subarray(0, 4);
const WITNESS_VKEY =
  `${WITNESS_NAME}+${witnessKeyId.toString("hex")}+` + `${Buffer.concat([Buffer.from([0x04]), witnessPub]).toString("base64")}`;

function cosign(note: string, key = witness.privateKey, time = 1_790_000_000n): string {
  const body = note.slice(0, note.indexOf("\n\n") + 1);
  const sig = sign(null, Buffer.from(`cosignature/v1\ntime ${time}\n${body}`), key);
  const ts = Buffer.alloc(8);
  ts.writeBigUInt64BE(time);
  return `${note}\u2014 ${WITNESS_NAME} ${Buffer.concat([witnessKeyId, ts, sig]).toString("base64")}\n`;
}

/** The log's key as @sigstore/verify's checkpoint check wants it, from the published verifier key. */
function sigstoreLog(vkey: string) {
  const [, name, hash, b64] = /^([^+]+)\+([^+]+)\+(.+)$/.exec(vkey)! as unknown as [string, string, string, string];
  const raw = Buffer.from(b64, "base64");
  expect(raw[0]).toBe(0x01);
  const publicKey = createPublicKey({ key: { kty: "OKP", crv: "Ed25519", x: raw.subarray(1).toString("base64url") }, format: "jwk" });
  return [{ logID: Buffer.from(hash, "hex"), baseURL: name, publicKey }];
}

function checkpointOf(note: string, vkey: string): { size: number; root: Buffer } {
  const cp = verifyCheckpoint({ inclusionProof: { checkpoint: { envelope: note } } } as never, sigstoreLog(vkey) as never);
  return { size: Number(cp.logSize), root: Buffer.from(cp.logHash) };
}

/** Entries of a tlog-tiles bundle: each a big-endian uint16 length and its bytes. */
function bundleEntries(raw: Buffer): Buffer[] {
  const out: Buffer[] = [];
  for (let at = 0; at < raw.length;) {
    const len = raw.readUInt16BE(at);
    out.push(raw.subarray(at + 2, at + 2 + len));
    at += 2 + len;
  }
  return out;
}

const leaf = (entry: Buffer) =>
  createHash("sha256")
    .update(Buffer.from([0]))
    .update(entry)
    .digest();
const b64 = (list: string[]) => list.map((h) => Buffer.from(h, "base64"));

let app: TestApp;
let vkey: string;
let witnessKeys: { kid: string; x: string }[];
let companyId: string;

async function addStatement(at: Date): Promise<string> {
  const checks = [{ check_id: "tls", source: "https://lumen-analytics.example", passed: true }];
  const statement = await signWitnessStatement({
    subject: { slug: "lumen-analytics", domain: "lumen-analytics.example" },
    takenAt: at,
    checksRun: 1,
    checksPassed: 1,
    standing: "witnessed",
    checks,
  });
  const r = await app.db.reading.create({
    data: { companyId, takenAt: at, checksRun: 1, checksPassed: 1, standing: "witnessed", checks, statement: { ...statement } },
  });
  // Written by hand, not by the engine: point the summary profile reads use at it, as the engine would (issue 14).
  await app.db.company.update({
    where: { id: companyId },
    data: { lastReadingId: r.id, lastStatement: { ...statement }, lastReadingAt: at },
  });
  return r.id;
}

// Byte-exact reads on a connection of their own: after the seconds a batch of writes takes, a kept-alive
// socket may be closed by the server just as it is reused (ECONNRESET), which says nothing about the log.
const oneShot = new Agent({
  pipelining: 0,
  connect: {
    lookup: (_host, options, cb) =>
      (options as { all?: boolean }).all ? cb(null, [{ address: "127.0.0.1", family: 4 }] as never) : cb(null, "127.0.0.1", 4),
  },
});

async function raw(path: string): Promise<{ status: number; headers: Headers; bytes: Buffer; text: string }> {
  // One more try on a connection reset: on a starved machine even a fresh connection was seen reset before
  // its answer (a GET of an immutable log resource; trying again changes nothing the test checks).
  const res = await fetch(app.api.url(path), { dispatcher: oneShot }).catch((err: unknown) => {
    if ((err as { cause?: { code?: string } }).cause?.code !== "ECONNRESET") throw err;
    return fetch(app.api.url(path), { dispatcher: oneShot });
  });
  const bytes = Buffer.from(await res.arrayBuffer());
  return { status: res.status, headers: res.headers as unknown as Headers, bytes, text: bytes.toString("utf8") };
}

beforeAll(async () => {
  app = await startApp({ LOG_WITNESSES: WITNESS_VKEY, LOG_INTEGRATE_MS: "0" });
  companyId = (await app.db.company.findUniqueOrThrow({ where: { slug: "lumen-analytics" } })).id;
  witnessKeys = (await app.api.get("/public/keys")).body.keys;
});
afterAll(async () => {
  await app?.stop();
});

describe("the witness statement log", { timeout: 120_000 }, () => {
  let size = 0;
  let lumenIndex = -1;

  it("reports statements as pending and serves no checkpoint before the sequencer runs", async () => {
    const profile = await app.web.get("/api/network/profile?q=lumen-analytics");
    expect(profile.body.witnessLog).toEqual({
      status: "pending",
      signing_key: { kid: expect.any(String), status: "active", revoked_at: null, compromised_at: null },
    });
    const cp = await app.api.get("/log/checkpoint");
    expect(cp.status).toBe(404);
    expect(cp.body.error).toBe("not_found");
    const token = await app.api.get("/public/trust/lumen-analytics/token");
    expect(token.status).toBe(404);
    expect(token.body.message).toMatch(/pending/);
    const info = await app.api.get("/log");
    expect(info.body.checkpoint).toBeNull();
    expect(info.body.pending).toBeGreaterThan(0);
  });

  it("integrates every stored statement into one checkpoint that verifies as a signed note", async () => {
    const pending = (await app.api.get("/log")).body.pending;
    const result = await integrateAll(app.db);
    expect(result.size).toBe(pending);
    size = result.size;
    const info = await app.api.get("/log");
    vkey = info.body.verifier_key;
    expect(info.body.pending).toBe(0);
    expect(info.body.origin).toBe(`api.localhost:${app.port}/log`);
    const res = await raw("/log/checkpoint");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("public, max-age=2");
    expect(res.text.split("\n").slice(0, 2)).toEqual([info.body.origin, String(size)]);
    const cp = checkpointOf(res.text, vkey);
    expect(cp.size).toBe(size);
    expect(cp.root.toString("base64")).toBe(info.body.checkpoint.root_hash);
  });

  it("refuses a checkpoint with one altered byte", async () => {
    const note = (await raw("/log/checkpoint")).text;
    for (const at of [note.indexOf("\n") + 1, note.lastIndexOf("\n\n") - 3, note.length - 10]) {
      const altered = note.slice(0, at) + String.fromCharCode(note.charCodeAt(at) ^ 1) + note.slice(at + 1);
      expect(() => checkpointOf(altered, vkey), `byte ${at}`).toThrow();
    }
  });

  it("serves tiles and entry bundles that rebuild the checkpoint's root", async () => {
    const entries = bundleEntries((await raw(`/log/tile/entries/000.p/${size}`)).bytes);
    expect(entries).toHaveLength(size);
    const tile = (await raw(`/log/tile/0/000.p/${size}`)).bytes;
    expect(tile.length).toBe(32 * size);
    entries.forEach((e, i) => expect(leaf(e).equals(tile.subarray(32 * i, 32 * i + 32)), `leaf ${i}`).toBe(true));
    const cp = checkpointOf((await raw("/log/checkpoint")).text, vkey);
    expect((await transmuteTreeHead(entries)).equals(cp.root)).toBe(true);
    // A narrower partial tile is the prefix of the wider one (tiles only grow).
    expect((await raw("/log/tile/0/000.p/1")).bytes.equals(tile.subarray(0, 32))).toBe(true);
    const kinds = entries.map((e) => JSON.parse(e.toString("utf8")).kind);
    expect(new Set(kinds)).toEqual(new Set(["statement"]));
  });

  it("serves inclusion proofs that @sigstore/verify accepts for every entry", async () => {
    const cp = checkpointOf((await raw("/log/checkpoint")).text, vkey);
    const entries = bundleEntries((await raw(`/log/tile/entries/000.p/${size}`)).bytes);
    for (let index = 0; index < size; index++) {
      const proof = await app.api.get(`/log/proof/inclusion?index=${index}&size=${size}`);
      expect(proof.status).toBe(200);
      expect(proof.body.root_hash).toBe(cp.root.toString("base64"));
      expect(sigstoreInclusionHolds(entries[index]!, index, size, b64(proof.body.hashes), cp.root), `entry ${index}`).toBe(true);
    }
  });

  it("hands out a Trust Ledger Token on the profile read that verifies with the two published keys", async () => {
    const profile = await app.web.get("/api/network/profile?q=lumen-analytics");
    const log = profile.body.witnessLog;
    expect(log.status).toBe("included");
    expect(log.checkpoint.size).toBe(size);
    lumenIndex = log.index;
    const verdict = verifyTrustToken(log.token, { witnessKeys, logVerifierKey: vkey });
    expect(verdict).toMatchObject({ outcome: "valid", log: { index: lumenIndex, size } });
    // What svc_verify and verify_token call: the same answer from the keys the service publishes.
    expect(await verifyWithPublishedKeys(app.db, log.token)).toEqual(verdict);
    expect((await verifyWithPublishedKeys(app.db, log.token.slice(0, -4))).outcome).toBe("malformed");
    const route = await app.api.get("/public/trust/lumen-analytics/token");
    expect(route.status).toBe(200);
    expect(route.body.token).toBe(log.token);
    expect(route.body.status).toBe("included");
    // The decoded token validates against its published JSON Schema (ajv, draft 2020-12).
    const schema = await app.web.get("/schemas/trust-ledger-token.v1.schema.json");
    expect(schema.headers.get("content-type")).toBe("application/schema+json");
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(ajv);
    expect(ajv.validate(schema.body, route.body.decoded), JSON.stringify(ajv.errors)).toBe(true);
    expect(ajv.validate(schema.body, { ...route.body.decoded, score: 1 })).toBe(false);
  });

  it("serves a verification bundle that verifies offline and matches its schema", async () => {
    const bundle = (await app.api.get("/public/trust/lumen-analytics/bundle")).body;
    const schema = (await app.web.get("/schemas/verification-bundle.v1.schema.json")).body;
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(ajv);
    expect(ajv.validate(schema, bundle), JSON.stringify(ajv.errors)).toBe(true);
    const entry = Buffer.from(bundle.log.entry, "base64");
    expect(JSON.parse(entry.toString("utf8")).statement).toEqual(bundle.statement);
    const cp = checkpointOf(bundle.log.checkpoint, bundle.log.verifier_key);
    expect(sigstoreInclusionHolds(entry, bundle.log.index, cp.size, b64(bundle.log.inclusion_proof), cp.root)).toBe(true);
    // The engine's payload signs the SHA-256 of the check mapping and of the evidence manifest: the bundle carries both.
    const payload = JSON.parse(bundle.statement.payload);
    const sha256 = (base64: string) => createHash("sha256").update(Buffer.from(base64, "base64")).digest("hex");
    expect(payload.statement).toBe(1);
    expect(sha256(bundle.check_mapping.bytes)).toBe(payload.check_mapping_sha256);
    expect(sha256(bundle.evidence_manifest.bytes)).toBe(payload.evidence_manifest_sha256);
    expect(bundle.keys.keys.map((k: { kid: string }) => k.kid)).toContain(bundle.statement.key_id);
    expect(verifyTrustToken(bundle.token, { witnessKeys: bundle.keys.keys, logVerifierKey: bundle.log.verifier_key }).outcome).toBe(
      "valid",
    );
  });

  it("keeps a new statement pending until integrated, then proves the new tree extends the old", async () => {
    const oldRoot = checkpointOf((await raw("/log/checkpoint")).text, vkey).root;
    await addStatement(new Date(Date.now() + 60_000));
    const pending = (await app.web.get("/api/network/profile?q=lumen-analytics")).body.witnessLog;
    expect(pending).toEqual({
      status: "pending",
      signing_key: { kid: expect.any(String), status: "active", revoked_at: null, compromised_at: null },
    });
    const r = await integrateAll(app.db);
    expect(r.size).toBe(size + 1);
    const log = (await app.web.get("/api/network/profile?q=lumen-analytics")).body.witnessLog;
    expect(log).toMatchObject({ status: "included", index: size, checkpoint: { size: size + 1 } });
    const proof = await app.api.get(`/log/proof/consistency?from=${size}&to=${size + 1}`);
    expect(proof.body.from_root).toBe(oldRoot.toString("base64"));
    const newRoot = checkpointOf((await raw("/log/checkpoint")).text, vkey).root;
    expect(await transmuteConsistencyHolds(size, size + 1, oldRoot, newRoot, b64(proof.body.hashes))).toBe(true);
    expect(await transmuteConsistencyHolds(size, size + 1, newRoot, newRoot, b64(proof.body.hashes))).toBe(false);
    lumenIndex = size;
    size += 1;
  });

  it("accepts a configured witness's cosignature and reports who cosigned", async () => {
    const note = (await raw("/log/checkpoint")).text;
    const cosigned = cosign(note);
    const res = await app.api.request("POST", "/log/cosignature", { rawBody: cosigned, headers: { "content-type": "text/plain" } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ size, accepted: [{ name: WITNESS_NAME, timestamp: 1_790_000_000 }] });
    const served = (await raw("/log/checkpoint")).text;
    expect(served).toBe(cosigned);
    // Still a valid signed note for the log's key with the witness's line in it.
    expect(checkpointOf(served, vkey).size).toBe(size);
    const info = (await app.api.get("/log")).body;
    expect(info.checkpoint.cosigned_by).toEqual([{ name: WITNESS_NAME, timestamp: 1_790_000_000 }]);
    expect(info.witnesses).toEqual([WITNESS_VKEY]);
  });

  it("refuses a forged cosignature, an unknown checkpoint and a body that is no note", async () => {
    const note = (await raw("/log/checkpoint")).text.split("\u2014 " + WITNESS_NAME)[0]!;
    const forged = cosign(note, generateKeyPairSync("ed25519").privateKey);
    const bad = await app.api.request("POST", "/log/cosignature", { rawBody: forged, headers: { "content-type": "text/plain" } });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe("bad_request");
    const lines = note.split("\n");
    lines[1] = String(size + 1000);
    const unknown = await app.api.request("POST", "/log/cosignature", {
      rawBody: cosign(lines.join("\n")),
      headers: { "content-type": "text/plain" },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe("not_found");
    const garbage = await app.api.request("POST", "/log/cosignature", { rawBody: "hello", headers: { "content-type": "text/plain" } });
    expect(garbage.status).toBe(400);
    expect(garbage.body.message).toMatch(/Not a cosigned checkpoint/);
    const huge = await app.api.request("POST", "/log/cosignature", {
      rawBody: "x".repeat(20_000),
      headers: { "content-type": "text/plain" },
    });
    expect(huge.status).toBe(413);
  });

  it("makes a corrected statement's token verify as superseded while the log still proves it was published", async () => {
    await correctStatement(app.db, { index: lumenIndex, action: "withdraw", reason: "The reading's TLS check named the wrong host." });
    const pendingView = (await app.web.get("/api/network/profile?q=lumen-analytics")).body.witnessLog;
    expect(pendingView).toMatchObject({ status: "superseded", corrected_by: { index: null, action: "withdraw" } });
    const r = await integrateAll(app.db);
    expect(r.size).toBe(size + 1);
    const tokenRes = await app.api.get("/public/trust/lumen-analytics/token");
    expect(tokenRes.body.status).toBe("superseded");
    const verdict = verifyTrustToken(tokenRes.body.token, { witnessKeys, logVerifierKey: vkey });
    expect(verdict).toMatchObject({ outcome: "superseded", correction: { index: size, action: "withdraw" } });
    // The corrected statement is still in the log: its own proof to the new checkpoint holds.
    const cp = checkpointOf((await raw("/log/checkpoint")).text, vkey);
    const entries = bundleEntries((await raw(`/log/tile/entries/000.p/${cp.size}`)).bytes);
    expect(JSON.parse(entries[lumenIndex]!.toString("utf8")).statement).toEqual(tokenRes.body.decoded.statement);
    expect(JSON.parse(entries[size]!.toString("utf8")).kind).toBe("correction");
    expect(sigstoreInclusionHolds(entries[lumenIndex]!, lumenIndex, cp.size, b64(tokenRes.body.decoded.log.inclusion_proof), cp.root)).toBe(
      true,
    );
    const profile = (await app.web.get("/api/network/profile?q=lumen-analytics")).body.witnessLog;
    expect(profile).toMatchObject({ status: "superseded", index: lumenIndex, corrected_by: { index: size } });
    size += 1;
  });

  it("serves full tiles and bundles as immutable once 256 entries are in", async () => {
    const base = Date.now() + 120_000;
    for (let i = 0; i < 256; i++) await addStatement(new Date(base + i * 1000));
    const r = await integrateAll(app.db);
    expect(r.size).toBe(size + 256);
    const tile = await raw("/log/tile/0/000");
    expect(tile.status).toBe(200);
    expect(tile.bytes.length).toBe(8192);
    expect(tile.headers.get("content-type")).toBe("application/octet-stream");
    expect(tile.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    // Served from memory before Next, with the headers of every API-host answer.
    expect(tile.headers.get("x-svc-os-disclaimer")).toBe(API_HOST_HEADERS["X-Svc-OS-Disclaimer"]);
    expect(tile.headers.get("content-security-policy")).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(tile.headers.get("x-request-id")).toMatch(/^req-[0-9a-f]{24}$/);
    const head = await fetch(app.api.url("/log/tile/0/000"), { method: "HEAD", dispatcher: oneShot });
    expect([head.status, head.headers.get("content-length")]).toEqual([200, "8192"]);
    const bundle = await raw("/log/tile/entries/000");
    const entries = bundleEntries(bundle.bytes);
    expect(entries).toHaveLength(256);
    entries.forEach((e, i) => expect(leaf(e).equals(tile.bytes.subarray(32 * i, 32 * i + 32))).toBe(true));
    const level1 = await raw("/log/tile/1/000.p/1");
    const root256 = (await app.api.get("/log/proof/consistency?from=256&to=256")).body.from_root;
    expect(level1.bytes.toString("base64")).toBe(root256);
  });

  it("answers bad proof and tile requests with a 400 naming the parameter, and absent tiles with a 404", async () => {
    const missing = await app.api.get("/log/proof/inclusion?size=3");
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ error: "bad_request" });
    expect(missing.body.message).toMatch(/`index`/);
    const order = await app.api.get("/log/proof/inclusion?index=5&size=3");
    expect(order.status).toBe(400);
    expect(order.body.message).toMatch(/`index`/);
    const beyond = await app.api.get("/log/proof/inclusion?index=0&size=99999999");
    expect(beyond.status).toBe(400);
    expect(beyond.body.message).toMatch(/`size`/);
    const notNumber = await app.api.get("/log/proof/consistency?from=x&to=3");
    expect(notNumber.status).toBe(400);
    expect(notNumber.body.message).toMatch(/`from`/);
    const reversed = await app.api.get("/log/proof/consistency?from=5&to=3");
    expect(reversed.status).toBe(400);
    expect(reversed.body.message).toMatch(/`from`/);
    const toBeyond = await app.api.get("/log/proof/consistency?from=1&to=99999999");
    expect(toBeyond.body.message).toMatch(/`to`/);
    for (const path of ["/log/tile/0/abc", "/log/tile/0/x000/001", "/log/tile/64/000", "/log/tile/0/000.p/256", "/log/tile/0/000.p/0"]) {
      const res = await app.api.get(path);
      expect(res.status, path).toBe(400);
      expect(res.body.error).toBe("bad_request");
    }
    const absent = await app.api.get("/log/tile/0/999");
    expect(absent.status).toBe(404);
    expect(absent.body.error).toBe("not_found");
    const absentBundle = await app.api.get("/log/tile/entries/x001/000");
    expect(absentBundle.status).toBe(404);
    const unknown = await app.api.get("/public/trust/no-such-company/token");
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe("not_found");
    expect((await app.api.get("/public/trust/Not_A_Slug/bundle")).status).toBe(400);
  });

  it("is served on the API host only", async () => {
    for (const path of ["/log", "/log/checkpoint", "/log/tile/0/000"]) {
      const res = await app.web.get(path);
      expect(res.status, path).toBe(404);
      expect(res.body.message).toMatch(/API host/);
    }
  });

  it("answers 503 record_unavailable, not a hang or a 500, when the log's tables cannot be read", async () => {
    await withTableOffline(app.db, "LogCheckpoint", async () => {
      const res = await app.api.get("/log/checkpoint");
      expect(res.status).toBe(503);
      expect(res.body.error).toBe("record_unavailable");
      expect(res.headers.get("retry-after")).toBe("5");
      expect((await app.api.get("/log/proof/inclusion?index=0&size=1")).status).toBe(503);
    });
    await withTableOffline(app.db, "LogTile", async () => {
      expect((await app.api.get("/log/tile/0/001.p/1")).status).toBe(503);
    });
  });

  it("marks a statement signed by a revoked key as revoked on every read, and its token verifies as revoked_key", async () => {
    const before = (await app.web.get("/api/network/profile?q=lumen-analytics")).body.witnessLog;
    const kid = before.signing_key.kid;
    const revokedAt = new Date(Date.now() - 1000);
    await app.db.signingKey.update({ where: { kid }, data: { revokedAt } });
    try {
      const expected = { kid, status: "revoked", revoked_at: revokedAt.toISOString(), compromised_at: null };
      expect((await app.web.get("/api/network/profile?q=lumen-analytics")).body.witnessLog.signing_key).toEqual(expected);
      const token = await app.api.get("/public/trust/lumen-analytics/token");
      expect(token.body.signing_key).toEqual(expected);
      const keys = (await app.api.get("/public/keys")).body.keys;
      expect(keys.find((k: { kid: string }) => k.kid === kid)).toMatchObject({ status: "revoked", revoked_at: revokedAt.toISOString() });
      expect(verifyTrustToken(token.body.token, { witnessKeys: keys, logVerifierKey: vkey }).outcome).toBe("revoked_key");
    } finally {
      await app.db.signingKey.update({ where: { kid }, data: { revokedAt: null } });
    }
  });
});
