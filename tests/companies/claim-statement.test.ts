// A claim anyone can check (issue 29, point 7), over HTTP and the `svc` client: a verification through the
// local world is signed by the witness key and appended to the statement log (kind `claim`); the profile's
// `claim.verified` names its log index; `svc verify --claim <index>` answers valid live and, from the saved
// bundle, offline with the network cut, printing the method and the exact value observed; a suspension is
// a statement of its own; a tampered claim statement fails.
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import Ajv2020 from "ajv/dist/2020";
import addFormats from "ajv-formats";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { setClock, systemClock } from "@/lib/platform/clock";
import { recheckClaims } from "@/lib/companies/recheck-claims";
import { integrateAll } from "@/lib/statement-log/integrate";
import { canonicalJson, sha256Hex } from "@/lib/platform/canonical-json";
import { installWorld } from "@/lib/platform/outbound/witness-network";
import { startLocalWorld, type LocalWorld } from "@/lib/witness/world/local-world";
import { confirmedAccount, type Account } from "@/tests/auth/support";
import { startApp, type TestApp } from "@/tests/helpers/app";
import { ROOT } from "@/tests/helpers/cli";
import { freePort } from "@/tests/helpers/free-port";
import { jsonOf, runSvc } from "@/tests/helpers/svc";

const NO_SOCKET = path.join(ROOT, "tests/cli/fixtures/no-socket.cjs");
const DAY = 86_400_000;

let app: TestApp;
let world: LocalWorld;
let owner: Account;
let env: Record<string, string>;
let logKey: string;
let scratch: string;
/** The log index of the verification statement of witnessed-claim.example, from its profile. */
let index: number;
let dnsValue: string;

const svc = (args: string[], opts: { env?: Record<string, string>; offline?: boolean } = {}) =>
  runSvc(["verify", ...args], { env: opts.env ?? env, nodeArgs: opts.offline ? ["--require", NO_SOCKET] : [] });

beforeAll(async () => {
  app = await startApp({ LOG_INTEGRATE_MS: "0" });
  world = await startLocalWorld([{ domain: "witnessed-claim.example" }, { domain: "lapsing-claim.example" }]);
  installWorld(world.description);
  owner = await confirmedAccount(app, "claim-witness", "Witnessed Claims");
  env = { SVC_BASE_URL: app.baseUrl, SVC_API_URL: app.apiUrl };
  logKey = (await app.api.get("/log")).body.verifier_key;
  scratch = await mkdtemp(path.join(os.tmpdir(), "svc-claim-statement-"));
}, 120_000);
afterEach(() => setClock(undefined));
afterAll(async () => {
  setClock(undefined);
  installWorld(undefined);
  await app?.stop();
  await world?.close();
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

describe("a verification is witnessed", () => {
  it("verifying through the world signs a claim statement; the profile's claim.verified names its log index once integrated", async () => {
    const added = await app.web.post("/api/workspace/companies", { domain: "witnessed-claim.example" }, { cookie: owner.cookie });
    expect(added.status, added.text).toBe(201);
    dnsValue = added.body.verification.methods[0].value;
    world.description.txt["_svc-challenge.witnessed-claim.example"] = [[dnsValue]];
    const verified = await app.web.post("/api/workspace/companies/witnessed-claim/verification", undefined, { cookie: owner.cookie });
    expect(verified.status, verified.text).toBe(200);
    // Private until published: the worker's 404 carries the claim, its statement still pending in the log.
    const pending = await app.api.get("/public/trust/witnessed-claim");
    expect(pending.status).toBe(404);
    expect(pending.body.claim.verified).toEqual({ method: "dns_txt", verified_at: verified.body.verified_at, log_index: null });
    await integrateAll(app.db);
    const integrated = await app.api.get("/public/trust/witnessed-claim");
    expect(integrated.body.claim.verified).toMatchObject({ method: "dns_txt", log_index: expect.any(Number) });

    expect(
      (await app.web.post("/api/workspace/companies/witnessed-claim/publication", { visibility: "published" }, { cookie: owner.cookie }))
        .status,
    ).toBe(200);
    const profile = await app.web.get("/api/network/profile?q=witnessed-claim.example");
    expect(profile.body.found).toBe(true);
    expect(profile.body.claim).toMatchObject({ claim_url: `${app.baseUrl}/claim/witnessed-claim` });
    expect(profile.body.claim.verified).toEqual(integrated.body.claim.verified);
    index = profile.body.claim.verified.log_index;
    // The workspace's own page says where the statement is and how anyone checks it.
    const page = await app.web.get("/workspace/companies/witnessed-claim", { cookie: owner.cookie });
    expect(page.text).toContain(`<code>svc verify witnessed-claim.example --claim ${index}</code>`);
  });

  it(
    "the logged entry is the signed claim: method, the exact TXT record " +
      "and its SHA-256, verified_at, the workspace's public id, key id",
    async () => {
      const res = await app.api.get(`/log/claims/${index}`);
      expect(res.status, res.text).toBe(200);
      expect(res.body).toMatchObject({
        typ: "claim-verification-bundle",
        subject: { slug: "witnessed-claim", domain: "witnessed-claim.example" },
      });
      const payload = JSON.parse(res.body.statement.payload);
      const kid = (await app.api.get("/public/keys")).body.keys.find((k: { status: string }) => k.status === "active").kid;
      expect(payload).toEqual({
        claim: 1,
        service: "svc-witness",
        event: "verified",
        subject: { domain: "witnessed-claim.example", slug: "witnessed-claim" },
        workspace: { public_id: expect.stringMatching(/^wsp_[A-Za-z0-9_-]{16}$/) },
        method: "dns_txt",
        looked_up: "TXT _svc-challenge.witnessed-claim.example",
        observed: { value: dnsValue, sha256: sha256Hex(dnsValue) },
        verified_at: (await app.web.get("/api/network/profile?q=witnessed-claim")).body.claim.verified.verified_at,
        key_id: kid,
      });
      // The public id is not the internal one.
      expect(payload.workspace.public_id).not.toBe(owner.workspace.id);
      expect(res.body.statement).toMatchObject({
        key_id: kid,
        alg: "Ed25519",
        canonicalization: "RFC8785",
        signature: expect.stringMatching(/^ed25519:/),
      });
      // The entry is RFC 8785 of {kind: "claim", statement}: a kind apart from reading statements and corrections.
      expect(Buffer.from(res.body.log.entry, "base64").toString("utf8")).toBe(
        canonicalJson({ kind: "claim", statement: res.body.statement }),
      );
      const lookup = await app.api.get(`/log/lookup?statement_sha256=${sha256Hex(res.body.statement.payload)}`);
      expect(lookup.body).toMatchObject({ index, kind: "claim" });
    },
  );

  it("the payload validates against the JSON Schema the service publishes", async () => {
    const schema = await app.web.get("/schemas/claim-statement-payload.v1.schema.json");
    expect(schema.status).toBe(200);
    expect(schema.headers.get("content-type")).toMatch(/^application\/schema\+json/);
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(ajv);
    const validate = ajv.compile(schema.body);
    const payload = JSON.parse((await app.api.get(`/log/claims/${index}`)).body.statement.payload);
    expect(validate(payload), JSON.stringify(validate.errors)).toBe(true);
    expect(validate({ ...payload, observed: { value: "x", sha256: "nope" } })).toBe(false);
  });

  it("GET /log/claims/{index}: another kind of entry is 404, a malformed index 400 naming it", async () => {
    const reading = await app.db.logEntry.findFirstOrThrow({ where: { kind: "statement" }, select: { index: true } });
    const notClaim = await app.api.get(`/log/claims/${reading.index}`);
    expect([notClaim.status, notClaim.body.error]).toEqual([404, "not_found"]);
    const beyond = await app.api.get("/log/claims/999999999");
    expect([beyond.status, beyond.body.error]).toEqual([404, "not_found"]);
    const bad = await app.api.get("/log/claims/x1");
    expect([bad.status, bad.body.error]).toEqual([400, "bad_request"]);
    expect(bad.text).toContain("index");
  });
});

describe("svc verify --claim", () => {
  it("live: valid, naming the method and the observed value; the saved bundle verifies offline with the network cut", async () => {
    const bundle = path.join(scratch, "claim.json");
    const live = await svc(["witnessed-claim.example", "--claim", String(index), "--log-key", logKey, "--save-bundle", bundle, "--json"]);
    expect(live.code, live.stdout + live.stderr).toBe(0);
    expect(await jsonOf(live, "verify")).toMatchObject({
      outcome: "valid",
      subject: { domain: "witnessed-claim.example", slug: "witnessed-claim" },
      log: { index },
      claim: { event: "verified", method: "dns_txt", observed: { value: dnsValue } },
    });
    const text = await svc(["--claim", String(index), "--log-key", logKey]);
    expect(text.code, text.stderr).toBe(0);
    expect(text.stdout).toContain("witnessed-claim.example (witnessed-claim) verified by dns_txt");
    expect(text.stdout).toContain(`observed at TXT _svc-challenge.witnessed-claim.example: "${dnsValue}"`);

    const dead = `http://api.localhost:${await freePort()}`;
    const offline = await svc(["--bundle", bundle, "--log-key", logKey, "--offline", "--json"], {
      env: { SVC_BASE_URL: dead, SVC_API_URL: dead },
      offline: true,
    });
    expect(offline.stderr).not.toMatch(/NETWORK_ATTEMPT/);
    expect(offline.code, offline.stdout + offline.stderr).toBe(0);
    expect(await jsonOf(offline, "verify")).toMatchObject({
      outcome: "valid",
      offline: true,
      claim: { method: "dns_txt", observed: { value: dnsValue } },
    });
    // Another domain asked about: the claim is not about it.
    const other = await svc(["other.example", "--bundle", bundle, "--log-key", logKey, "--offline", "--json"], { offline: true });
    expect((await jsonOf(other, "verify")).outcome).toBe("subject_mismatch");
  });

  it("a tampered claim statement fails: a changed observed value, another domain, a moved index", async () => {
    const saved = JSON.parse(await readFile(path.join(scratch, "claim.json"), "utf8"));
    const payload = JSON.parse(saved.statement.payload);
    const cases: [string, object, string][] = [
      [
        "value",
        {
          ...saved,
          statement: {
            ...saved.statement,
            payload: canonicalJson({
              ...payload,
              observed: { value: "svc-verification=forged", sha256: sha256Hex("svc-verification=forged") },
            }),
          },
        },
        "invalid_signature",
      ],
      [
        "subject",
        {
          ...saved,
          subject: { ...saved.subject, domain: "forged.example" },
          statement: {
            ...saved.statement,
            payload: canonicalJson({ ...payload, subject: { ...payload.subject, domain: "forged.example" } }),
          },
        },
        "invalid_signature",
      ],
      ["index", { ...saved, log: { ...saved.log, index: saved.log.index + 1 } }, "not_included"],
    ];
    for (const [what, doc, outcome] of cases) {
      const file = path.join(scratch, `tampered-${what}.json`);
      await writeFile(file, JSON.stringify(doc));
      const res = await svc(["--bundle", file, "--log-key", logKey, "--offline", "--json"], { offline: true });
      expect((await jsonOf(res, "verify")).outcome, what).toBe(outcome);
      expect(res.code, what).not.toBe(0);
    }
  });

  it("--claim with nothing logged there answers not listed; --offline without a bundle is a usage error", async () => {
    const missing = await svc(["--claim", "999999999", "--log-key", logKey, "--json"]);
    expect(missing.code).toBe(1);
    const usage = await svc(["--claim", String(index), "--offline", "--log-key", logKey]);
    expect(usage.code).toBe(2);
  });
});

describe("a suspension is witnessed", () => {
  it("seven days of failed re-checks suspend the claim with a statement of its own, naming what the re-check observed", async () => {
    const start = Date.now();
    const clockAt = (ms: number) => {
      const offset = ms - Date.now();
      setClock({ now: () => new Date(Date.now() + offset), nowMs: () => Date.now() + offset, sleep: systemClock.sleep });
    };
    const added = await app.web.post("/api/workspace/companies", { domain: "lapsing-claim.example" }, { cookie: owner.cookie });
    expect(added.status, added.text).toBe(201);
    const fileToken = added.body.verification.methods[1].content;
    expect(
      (
        await app.web.post("/dev/world/proofs", {
          domain: "lapsing-claim.example",
          method: "https_file",
          action: "place",
          token: fileToken,
        })
      ).status,
    ).toBe(200);
    const verified = await app.web.post("/api/workspace/companies/lapsing-claim/verification", undefined, { cookie: owner.cookie });
    expect(verified.body).toMatchObject({ state: "verified", method: "https_file" });
    expect(
      (await app.web.post("/dev/world/proofs", { domain: "lapsing-claim.example", method: "https_file", action: "remove" })).status,
    ).toBe(200);
    for (let day = 1; day <= 7; day++) {
      clockAt(start + day * DAY);
      await recheckClaims(app.db);
    }
    setClock(undefined);
    const rows = await app.db.claimStatement.findMany({ where: { companyId: "lapsing-claim" }, orderBy: { createdAt: "asc" } });
    expect(rows.map((r) => [r.event, r.method])).toEqual([
      ["verified", "https_file"],
      ["suspended", "https_file"],
    ]);
    await integrateAll(app.db);
    const entry = await app.db.logEntry.findUniqueOrThrow({ where: { claimStatementId: rows[1]!.id } });
    const res = await svc(["lapsing-claim.example", "--claim", String(entry.index), "--log-key", logKey, "--json"]);
    expect(res.code, res.stdout + res.stderr).toBe(0);
    const out = await jsonOf(res, "verify");
    expect(out).toMatchObject({ outcome: "valid", claim: { event: "suspended", method: "https_file" } });
    // Signed at the fake clock's seventh day, when the claim was suspended.
    expect(Date.parse(out.claim.suspended_at)).toBeGreaterThanOrEqual(start + 7 * DAY);
    expect(Date.parse(out.claim.suspended_at)).toBeLessThan(start + 8 * DAY);
    expect(out.claim.checks).toEqual([
      { method: "dns_txt", looked_up: "TXT _svc-challenge.lapsing-claim.example", observed: "nxdomain" },
      { method: "https_file", looked_up: "https://lapsing-claim.example/.well-known/svc-verification.txt", observed: "wrong_token" },
    ]);
    // The suspended claim no longer links a verification.
    const worker = await app.api.get("/public/trust/lapsing-claim");
    expect(worker.body).toMatchObject({ status: "private" });
    expect(worker.body.claim.verified).toBeUndefined();
    // The verification statement stays in the log and still verifies: the log forgets nothing.
    const first = await app.db.logEntry.findUniqueOrThrow({ where: { claimStatementId: rows[0]!.id } });
    expect((await svc(["--claim", String(first.index), "--log-key", logKey])).code).toBe(0);
  });
});
