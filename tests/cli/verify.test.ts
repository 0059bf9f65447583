// `svc verify <domain>` as a child process against a served instance with its statement log: the latest
// statement of lumen-analytics verifies against the pinned log key (0); the saved bundle verifies again
// with the network cut and gives the same answer; one altered byte (8), a revoked key (8), another
// subject (9); not listed (1); a stopped server (3).
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { correctStatement } from "@/lib/statement-log/correct-statement";
import { integratePending } from "@/lib/statement-log/integrate";
import { startApp, type TestApp } from "@/tests/helpers/app";
import { ROOT } from "@/tests/helpers/cli";
import { freePort } from "@/tests/helpers/free-port";
import { jsonOf, runSvc } from "@/tests/helpers/svc";

// Each test runs the client as one or more child processes; on a loaded machine that takes a while.
vi.setConfig({ testTimeout: 180_000 });

const NO_SOCKET = path.join(ROOT, "tests/cli/fixtures/no-socket.cjs");
let app: TestApp;
let env: Record<string, string>;
let logKey: string;
let scratch: string;

beforeAll(async () => {
  // The sequencer is run here, once, instead of on its timer: the seeded statements enter the log.
  app = await startApp({ LOG_INTEGRATE_MS: "0" });
  await integratePending(app.db);
  env = { SVC_BASE_URL: app.baseUrl, SVC_API_URL: app.apiUrl };
  scratch = await mkdtemp(path.join(os.tmpdir(), "svc-verify-"));
  logKey = (await app.api.get("/log")).body.verifier_key;
  expect((await app.api.get("/public/trust/lumen-analytics/bundle")).status).toBe(200);
});
afterAll(async () => {
  await app?.stop();
  await rm(scratch, { recursive: true, force: true });
});

async function keysFile(): Promise<string> {
  const file = path.join(scratch, "keys.json");
  await writeFile(file, JSON.stringify((await app.api.get("/public/keys")).body));
  return file;
}

const verify = (args: string[], opts: { env?: Record<string, string>; offline?: boolean } = {}) =>
  runSvc(["verify", ...args, "--json"], { env: opts.env ?? env, nodeArgs: opts.offline ? ["--require", NO_SOCKET] : [] });

describe("svc verify against the service", () => {
  it("lumen-analytics: valid against the pinned log key (0), included at an index of the signed checkpoint", async () => {
    const res = await verify(["lumen-analytics.example", "--log-key", logKey]);
    expect(res.code, res.stdout + res.stderr).toBe(0);
    const doc = await jsonOf(res, "verify");
    expect(doc).toMatchObject({
      outcome: "valid",
      log_key_pinned: true,
      subject: { slug: "lumen-analytics", domain: "lumen-analytics.example" },
    });
    expect(doc.log.size).toBeGreaterThan(doc.log.index);
  });

  it("--save-bundle, then --bundle --offline with the network cut: the same answer, nothing sent", async () => {
    const bundle = path.join(scratch, "lumen.bundle.json");
    const online = await jsonOf(await verify(["lumen-analytics.example", "--log-key", logKey, "--save-bundle", bundle]), "verify");
    const dead = `http://api.localhost:${await freePort()}`;
    const res = await verify(["lumen-analytics.example", "--bundle", bundle, "--log-key", logKey, "--offline"], {
      env: { SVC_BASE_URL: dead, SVC_API_URL: dead },
      offline: true,
    });
    expect(res.stderr).not.toMatch(/NETWORK_ATTEMPT/);
    expect(res.code).toBe(0);
    const offline = await jsonOf(res, "verify");
    const same = (d: any) => ({ outcome: d.outcome, key_id: d.key_id, subject: d.subject, log: d.log, correction: d.correction });
    expect(same(offline)).toEqual(same(online));
  });

  it("one altered byte of the statement (8), a revoked key (8), another subject (9)", async () => {
    const bundleFile = path.join(scratch, "base.json");
    await verify(["lumen-analytics.example", "--log-key", logKey, "--save-bundle", bundleFile]);
    const bundle = JSON.parse(await readFile(bundleFile, "utf8"));
    const tokenBody = (t: string) => JSON.parse(Buffer.from(t.slice(5), "base64url").toString("utf8"));
    const encode = (b: unknown) => `tlt1.${Buffer.from(JSON.stringify(b)).toString("base64url")}`;

    const altered = tokenBody(bundle.token);
    altered.statement.payload = altered.statement.payload.replace('"passed":', '"passed":1');
    const keys = path.join(scratch, "keys.json");
    await writeFile(keys, JSON.stringify({ keys: bundle.keys.keys }));
    const byte = await verify(["--token", encode(altered), "--keys", keys, "--log-key", logKey, "--offline"], { offline: true });
    expect(byte.code).toBe(8);
    expect((await jsonOf(byte, "verify")).outcome).toBe("invalid_signature");

    const revokedKeys = path.join(scratch, "revoked.json");
    await writeFile(revokedKeys, JSON.stringify({ keys: bundle.keys.keys.map((k: any) => ({ ...k, status: "revoked" })) }));
    const revoked = await verify(["--token", bundle.token, "--keys", revokedKeys, "--log-key", logKey, "--offline"], { offline: true });
    expect(revoked.code).toBe(8);
    expect((await jsonOf(revoked, "verify")).outcome).toBe("revoked_key");

    const other = await verify(["freshstart-io.example", "--bundle", bundleFile, "--log-key", logKey, "--offline"], { offline: true });
    expect(other.code).toBe(9);
    expect(await jsonOf(other, "verify")).toMatchObject({ outcome: "subject_mismatch" });

    const tampered = path.join(scratch, "manifest.json");
    await writeFile(
      tampered,
      JSON.stringify({ ...bundle, evidence_manifest: { ...bundle.evidence_manifest, bytes: Buffer.from("{}").toString("base64") } }),
    );
    const manifest = await verify(["lumen-analytics.example", "--bundle", tampered, "--log-key", logKey, "--offline"], { offline: true });
    expect(manifest.code).toBe(9);
    expect((await jsonOf(manifest, "verify")).detail).toMatch(/evidence manifest's SHA-256 differs/);
  });

  it("a statement corrected in the log: superseded, exit 10", async () => {
    const before = await jsonOf(await verify(["freshstart-io.example", "--log-key", logKey]), "verify");
    expect(before.outcome).toBe("valid");
    await correctStatement(app.db, { index: before.log.index, action: "withdraw", reason: "the reading was taken against the wrong host" });
    await integratePending(app.db);
    const res = await verify(["freshstart-io.example", "--log-key", logKey]);
    expect(res.code).toBe(10);
    const doc = await jsonOf(res, "verify");
    expect(doc).toMatchObject({
      outcome: "superseded",
      correction: { action: "withdraw", reason: "the reading was taken against the wrong host" },
    });
  });

  it(
    "a statement with no token: its place is found by GET /log/lookup and " +
      "its inclusion proven (0); one the log does not hold is not_included (9)",
    async () => {
      const bundle = (await app.api.get("/public/trust/lumen-analytics/bundle")).body;
      const file = path.join(scratch, "statement.json");
      await writeFile(file, JSON.stringify(bundle.statement));
      const res = await verify(["--statement", file, "--log-key", logKey]);
      expect(res.code, res.stdout + res.stderr).toBe(0);
      const doc = await jsonOf(res, "verify");
      expect(doc).toMatchObject({ outcome: "valid", log_key_pinned: true, log: { index: bundle.log.index } });
      // Offline, the same statement is checked alone: no log.
      const alone = await jsonOf(await verify(["--statement", file, "--offline", "--keys", await keysFile()], { offline: true }), "verify");
      expect(alone).toMatchObject({ outcome: "valid", log: null });

      const vectors = JSON.parse(await readFile(path.join(ROOT, "tests/vectors/witness-statements.json"), "utf8"));
      const valid = vectors.cases.find((c: { expected: string; flags: string[] }) => c.expected === "valid" && c.flags.length === 0);
      const unlogged = path.join(scratch, "unlogged.json");
      await writeFile(unlogged, JSON.stringify({ statement: valid.input.statement, keys: vectors.keys }));
      const missing = await verify(["--statement", unlogged, "--log-key", logKey]);
      expect(missing.code).toBe(9);
      const refused = await jsonOf(missing, "verify");
      expect(refused.outcome).toBe("not_included");
      expect(refused.detail).toMatch(/\/log\/lookup\?statement_sha256=[0-9a-f]{64}/);
    },
  );

  it("not listed (1), a stopped server (3, never 1)", async () => {
    const none = await verify(["harbor-labs.example", "--log-key", logKey]);
    expect(none.code).toBe(1);
    expect(await jsonOf(none, "verify")).toMatchObject({ listed: false, outcome: null });
    const dead = `http://api.localhost:${await freePort()}`;
    const down = await verify(["lumen-analytics.example", "--log-key", logKey], { env: { SVC_BASE_URL: dead, SVC_API_URL: dead } });
    expect(down.code).toBe(3);
  });
});
