// Every statement the running service serves verifies, the engine's own included: the witness engine
// reads every published company against the local world (the demo world `npm run dev` serves), the
// sequencer logs the statements, and then each company's bundle verifies with the one verifier, and
// `svc verify <domain>` live and `--bundle --offline` from its `--save-bundle` answer `valid` (0). The
// same after a key rotation: the old key's statements and the new key's both verify. (Before the fix,
// the engine's statements answered `binding_mismatch`, 9: the bundle carried the reading's check list
// where the statement signs the SHA-256 of the check mapping document.)
import { generateKeyPairSync } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import Ajv2020 from "ajv/dist/2020";
import addFormats from "ajv-formats";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { resetEnvCache } from "@/lib/platform/env";
import { integratePending } from "@/lib/statement-log/integrate";
import { bundleBinding } from "@/lib/verifier/binding";
import { verifyTrustToken } from "@/lib/statement-log/verify-token";
import { CHECK_MAPPING_BYTES, CHECK_MAPPING_SHA256 } from "@/lib/witness-record/check-mapping";
import { canonicalJson, sha256Hex } from "@/lib/platform/canonical-json";
import { runReading } from "@/lib/witness/engine/run-reading";
import { installWorld } from "@/lib/platform/outbound/witness-network";
import { demoWorldSites } from "@/lib/seed/demo-world";
import { startLocalWorld, type LocalWorld } from "@/lib/witness/world/local-world";
import { startApp, type TestApp } from "@/tests/helpers/app";
import { ROOT } from "@/tests/helpers/cli";
import { freePort } from "@/tests/helpers/free-port";
import { jsonOf, runSvc } from "@/tests/helpers/svc";

vi.setConfig({ testTimeout: 600_000, hookTimeout: 300_000 });

const NO_SOCKET = path.join(ROOT, "tests/cli/fixtures/no-socket.cjs");
// The companies the issue saw refused, each re-read by the scheduler.
const NAMED = ["juniper-audit", "mosaic-payroll", "brightpath-hr", "lumen-analytics", "riverbend-hr"];

let app: TestApp;
let world: LocalWorld;
let env: Record<string, string>;
let logKey: string;
let scratch: string;
const savedKeys = process.env.WITNESS_SIGNING_KEYS;

beforeAll(async () => {
  app = await startApp({ LOG_INTEGRATE_MS: "0" });
  world = await startLocalWorld(demoWorldSites());
  installWorld(world.description);
  env = { SVC_BASE_URL: app.baseUrl, SVC_API_URL: app.apiUrl };
  scratch = await mkdtemp(path.join(os.tmpdir(), "svc-verify-live-"));
  logKey = (await app.api.get("/log")).body.verifier_key;
});
afterAll(async () => {
  installWorld(undefined);
  process.env.WITNESS_SIGNING_KEYS = savedKeys;
  resetEnvCache();
  await app?.stop();
  await world?.close();
  await rm(scratch, { recursive: true, force: true });
});

/** The published companies with a domain: each one the engine can read. */
const readable = () =>
  app.db.company.findMany({
    where: { publication: "published", isNetwork: true, withdrawnAt: null, domain: { not: null } },
    select: { id: true, slug: true, domain: true },
    orderBy: { slug: "asc" },
  });

/** Reads every published company with the engine, then logs the statements. */
async function readAll(): Promise<{ slug: string; domain: string; readingId: string }[]> {
  const done = [];
  for (const c of await readable()) {
    const r = await runReading(app.db, { companyId: c.id });
    done.push({ slug: c.slug, domain: c.domain!, readingId: r.readingId });
  }
  await integratePending(app.db);
  return done;
}

/** Every company's bundle (API host) verifies with the one verifier, its statement the engine's. */
async function everyBundleVerifies(read: { slug: string; domain: string; readingId: string }[], kid: string) {
  for (const c of read) {
    const res = await app.api.get(`/public/trust/${c.slug}/bundle`);
    expect(res.status, c.slug).toBe(200);
    const bundle = res.body;
    const payload = JSON.parse(bundle.statement.payload);
    // The engine's payload: the reading just taken, signed by the active key.
    expect(payload).toMatchObject({ statement: 1, reading_id: c.readingId, key_id: kid, check_mapping_sha256: CHECK_MAPPING_SHA256 });
    // The bundle carries the signed documents themselves.
    expect(Buffer.from(bundle.check_mapping.bytes, "base64").toString("utf8")).toBe(CHECK_MAPPING_BYTES);
    const manifest = Buffer.from(bundle.evidence_manifest.bytes, "base64").toString("utf8");
    expect(sha256Hex(manifest)).toBe(payload.evidence_manifest_sha256);
    const stored = await app.db.reading.findUniqueOrThrow({ where: { id: c.readingId }, select: { evidenceManifest: true } });
    expect(manifest).toBe(canonicalJson(stored.evidenceManifest));
    const verdict = verifyTrustToken(bundle.token, { witnessKeys: bundle.keys.keys, logVerifierKey: logKey });
    expect(verdict.outcome, `${c.slug}: ${verdict.detail}`).toBe("valid");
    expect(bundleBinding(verdict.facts!, bundle)).toEqual({ mismatch: null, pruned: false });
  }
}

const verify = (args: string[], opts: { env?: Record<string, string>; offline?: boolean } = {}) =>
  runSvc(["verify", ...args, "--json"], { env: opts.env ?? env, nodeArgs: opts.offline ? ["--require", NO_SOCKET] : [] });

/** `svc verify <domain>` live, then `--bundle --offline` from the saved bundle with the network cut. */
async function svcVerifies(domain: string, tag: string) {
  const bundle = path.join(scratch, `${tag}-${domain}.json`);
  const live = await verify([domain, "--log-key", logKey, "--save-bundle", bundle]);
  expect(live.code, `${domain}: ${live.stdout}${live.stderr}`).toBe(0);
  expect(await jsonOf(live, "verify")).toMatchObject({ outcome: "valid", subject: { domain } });
  const dead = `http://api.localhost:${await freePort()}`;
  const offline = await verify([domain, "--bundle", bundle, "--log-key", logKey, "--offline"], {
    env: { SVC_BASE_URL: dead, SVC_API_URL: dead },
    offline: true,
  });
  expect(offline.stderr).not.toMatch(/NETWORK_ATTEMPT/);
  expect(offline.code, `${domain} offline: ${offline.stdout}${offline.stderr}`).toBe(0);
  expect((await jsonOf(offline, "verify")).outcome).toBe("valid");
}

/**
 * Every statement in the database, seeded or read, has the engine's payload (`statement: 1`) and
 * validates against the JSON Schema the service publishes (checked with Ajv, not the zod schema it was
 * generated from).
 */
async function everyStoredStatementValidates(): Promise<number> {
  const schema = await app.web.get("/schemas/witness-statement-payload.v1.schema.json");
  expect(schema.status).toBe(200);
  expect(schema.headers.get("content-type")).toMatch(/^application\/schema\+json/);
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  const validate = ajv.compile(schema.body);
  let engine = 0;
  for (let cursor: string | undefined; ;) {
    const rows = await app.db.reading.findMany({
      select: { id: true, statement: true },
      orderBy: { id: "asc" },
      take: 500,
      ...(cursor ? { cursor: { id: cursor }, skip: 1 } : {}),
    });
    if (!rows.length) break;
    for (const r of rows) {
      const payload = (r.statement as { payload?: string } | null)?.payload;
      if (payload === undefined) continue;
      const doc = JSON.parse(payload);
      // One payload shape: the seeded history is taken by the engine too.
      expect(doc.statement, r.id).toBe(1);
      engine++;
      expect(validate(doc), `${r.id}: ${JSON.stringify(validate.errors)}`).toBe(true);
    }
    cursor = rows.at(-1)!.id;
  }
  return engine;
}

describe("the engine's live statements verify", () => {
  it("after the engine reads every published company: each bundle verifies, and svc verify answers valid live and offline", async () => {
    const kid = JSON.parse(savedKeys!)[0].kid as string;
    const read = await readAll();
    expect(read.map((r) => r.slug)).toEqual(expect.arrayContaining(NAMED));
    await everyBundleVerifies(read, kid);
    expect(await everyStoredStatementValidates()).toBeGreaterThanOrEqual(read.length);
    for (const slug of NAMED) await svcVerifies(read.find((r) => r.slug === slug)!.domain, "first");
  });

  it("after a key rotation: the new key's statements and the old key's both verify", async () => {
    const oldKeys = JSON.parse(savedKeys!) as object[];
    const { privateKey } = generateKeyPairSync("ed25519");
    const next = { ...privateKey.export({ format: "jwk" }), kid: "live-rotated", nbf: Math.floor(Date.now() / 1000) - 1 };
    process.env.WITNESS_SIGNING_KEYS = JSON.stringify([next, ...oldKeys]);
    resetEnvCache();
    // Half the companies are read again under the new key; the rest keep their old key's statement.
    const all = await readable();
    const reread = all.filter((_, i) => i % 2 === 0);
    const done = [];
    for (const c of reread)
      done.push({ slug: c.slug, domain: c.domain!, readingId: (await runReading(app.db, { companyId: c.id })).readingId });
    await integratePending(app.db);
    await everyBundleVerifies(done, "live-rotated");
    const keys = (await app.api.get("/public/keys")).body.keys;
    expect(keys.find((k: { kid: string }) => k.kid === "live-rotated")).toMatchObject({ status: "active" });
    expect(keys.find((k: { kid: string }) => k.kid === JSON.parse(savedKeys!)[0].kid)).toMatchObject({ status: "retired" });
    const kept = all.find((_, i) => i % 2 === 1)!;
    await svcVerifies(done[0]!.domain, "rotated");
    await svcVerifies(kept.domain!, "rotated");
  });
});
