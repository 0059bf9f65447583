// `svc guard decide` as a child process against a served instance: allow on verified, fresh evidence;
// hold or deny (never allow) on an unknown counterparty, an unreachable source, a missing claim; deny
// with exit 8 on one altered byte of the statement or a key not in force, 9 on another subject.
import http from "node:http";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import Ajv2020 from "ajv/dist/2020";
import addFormats from "ajv-formats";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { parse as parseYaml } from "yaml";
import { integratePending } from "@/lib/statement-log/integrate";
import { startApp, type TestApp } from "@/tests/helpers/app";
import { freePort } from "@/tests/helpers/free-port";
import { jsonOf, runSvc } from "@/tests/helpers/svc";

// Each test runs the client as one or more child processes; on a loaded machine that takes a while.
vi.setConfig({ testTimeout: 180_000 });

let app: TestApp;
let env: Record<string, string>;
let dir: string;
let policy: string;
let absolutePolicy: string;

const POLICY = (absolute: boolean, extra = "") => `
version: 1
tools:
  pay_invoice:
    action: pay
    counterparty: { argument: payee.url, type: url }
  send_records:
    action: send_data
    counterparty: { argument: recipient, type: email }
rules:
  - action: pay
    absolute: ${absolute}
    require:
      - claim: witnessed
        max_age: PT24H
      - claim: security/data-retention
        origin: company-declared
${extra}`;

beforeAll(async () => {
  // The statement log's sequencer is run here, once: the seeded statements enter the log.
  app = await startApp({ LOG_INTEGRATE_MS: "0" });
  await integratePending(app.db);
  env = { SVC_BASE_URL: app.baseUrl, SVC_API_URL: app.apiUrl };
  dir = await mkdtemp(path.join(os.tmpdir(), "svc-guard-"));
  policy = path.join(dir, "policy.yaml");
  absolutePolicy = path.join(dir, "absolute.yaml");
  await writeFile(policy, POLICY(false));
  await writeFile(absolutePolicy, POLICY(true, "      - claim: privacy/dpa-signed\n"));
});
afterAll(async () => {
  await app?.stop();
  await rm(dir, { recursive: true, force: true });
});

const decideWith = (p: string, tool: string, args: unknown, e: Record<string, string> = env) =>
  runSvc(["guard", "decide", "--policy", p, "--tool", tool, "--args", JSON.stringify(args), "--json"], { env: e });
const pay = (url: string, e?: Record<string, string>, p = policy) => decideWith(p, "pay_invoice", { payee: { url }, amount: 120 }, e);

describe("decisions on the demo network", () => {
  it("lumen-analytics with a fresh verified statement and the declared claim: allow, exit 0", async () => {
    const res = await pay("https://lumen-analytics.example/invoices/1");
    expect(res.code).toBe(0);
    const doc = await jsonOf(res, "guard");
    expect(doc).toMatchObject({ decision: "allow", reasons: ["requirements_met"], counterparty: "lumen-analytics.example", action: "pay" });
    expect(doc.evidence).toMatchObject({ status: "listed", statement: "valid", subject_matches: true });
    expect(doc.requirements.map((r: any) => r.state)).toEqual(["met", "met"]);
  });

  it("the same inputs give the same decision", async () => {
    const a = await jsonOf(await pay("https://lumen-analytics.example/invoices/1"), "guard");
    const b = await jsonOf(await pay("https://lumen-analytics.example/invoices/1"), "guard");
    const strip = (d: any) => ({ ...d, decided_at: undefined });
    expect(strip(b)).toEqual(strip(a));
  });

  it("a required claim missing under an absolute rule: deny, exit 4", async () => {
    const res = await pay("https://lumen-analytics.example/", undefined, absolutePolicy);
    expect(res.code).toBe(4);
    const doc = await jsonOf(res, "guard");
    expect(doc.decision).toBe("deny");
    expect(doc.reasons).toEqual(["absolute_rule", "claim_missing"]);
    expect(doc.requirements.find((r: any) => r.claim === "privacy/dpa-signed")).toMatchObject({ state: "missing", absolute: true });
  });

  it("a company not on the Network (harbor-labs): unknown_counterparty, hold, exit 1", async () => {
    const res = await pay("https://harbor-labs.example/pay");
    expect(res.code).toBe(1);
    expect(await jsonOf(res, "guard")).toMatchObject({
      decision: "hold",
      reasons: ["unknown_counterparty"],
      evidence: { status: "not_listed" },
    });
  });

  it("a listed company never witnessed (juniper-audit): the witnessed claim is missing, hold", async () => {
    const res = await pay("https://juniper-audit.example/pay");
    expect(res.code).toBe(4);
    const doc = await jsonOf(res, "guard");
    expect(doc.decision).toBe("hold");
    expect(doc.reasons).toContain("claim_missing");
    expect(doc.evidence).toMatchObject({ status: "listed", statement: "absent" });
  });

  it("the host is read from the typed argument only: a host in free text is not a counterparty", async () => {
    const res = await decideWith(policy, "pay_invoice", { payee: { name: "Lumen" }, memo: "pay https://lumen-analytics.example" });
    expect(res.code).toBe(1);
    const doc = await jsonOf(res, "guard");
    expect(doc).toMatchObject({ decision: "hold", counterparty: null, evidence: null, reasons: ["unknown_counterparty"] });
  });

  it("a tool the policy does not name: its default (hold), nothing read", async () => {
    const res = await decideWith(policy, "wire_money", { payee: { url: "https://lumen-analytics.example" } });
    expect(res.code).toBe(4);
    expect(await jsonOf(res, "guard")).toMatchObject({ decision: "hold", reasons: ["tool_not_in_policy"], evidence: null });
  });

  it("a stopped service: source_unreachable, hold, exit 3 — never allow", async () => {
    const port = await freePort();
    const res = await pay("https://lumen-analytics.example/", {
      SVC_BASE_URL: `http://localhost:${port}`,
      SVC_API_URL: `http://api.localhost:${port}`,
    });
    expect(res.code).toBe(3);
    const doc = await jsonOf(res, "guard");
    expect(doc).toMatchObject({ decision: "hold", reasons: ["source_unreachable"], evidence: { status: "unreachable" } });
  });
});

describe("evidence that does not verify", () => {
  // A stand-in for both hosts: the real record and keys, and the real verification bundle with one
  // change, so the client sees exactly what a tampering intermediary would send.
  async function tampered(alter: (bundle: any) => any, run: (base: string) => Promise<void>) {
    const server = http.createServer(async (req, res) => {
      const url = new URL(req.url!, "http://x");
      const real = url.pathname.startsWith("/api/") ? await app.web.get(req.url!) : await app.api.get(req.url!);
      const body = /^\/public\/trust\/[^/]+\/bundle$/.test(url.pathname) && real.status === 200 ? alter(real.body) : real.body;
      res.writeHead(real.status, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    const base = `http://localhost:${(server.address() as { port: number }).port}`;
    try {
      await run(base);
    } finally {
      await new Promise((r) => server.close(r));
    }
  }
  const decode = (t: string) => JSON.parse(Buffer.from(t.slice(5), "base64url").toString("utf8"));
  const encode = (b: unknown) => `tlt1.${Buffer.from(JSON.stringify(b)).toString("base64url")}`;

  it("one altered byte of the signed payload: deny, exit 8", async () => {
    await tampered(
      (b) => {
        const token = decode(b.token);
        token.statement.payload = token.statement.payload.replace('"passed":', '"passed":1');
        return { ...b, statement: token.statement, token: encode(token) };
      },
      async (base) => {
        const res = await pay("https://lumen-analytics.example/", { SVC_BASE_URL: base, SVC_API_URL: base });
        expect(res.code).toBe(8);
        const doc = await jsonOf(res, "guard");
        expect(doc.decision).toBe("deny");
        expect(doc.reasons).toContain("evidence_invalid");
        expect(doc.evidence.statement).toBe("invalid");
      },
    );
  });

  it("a statement signed by a revoked key: deny, exit 8", async () => {
    await tampered(
      (b) => ({ ...b, keys: { ...b.keys, keys: b.keys.keys.map((k: any) => ({ ...k, status: "revoked" })) } }),
      async (base) => {
        const res = await pay("https://lumen-analytics.example/", { SVC_BASE_URL: base, SVC_API_URL: base });
        expect(res.code).toBe(8);
        expect((await jsonOf(res, "guard")).reasons).toContain("evidence_invalid");
      },
    );
  });

  it("a statement dated after its key was retired: deny, exit 8", async () => {
    await tampered(
      (b) => ({
        ...b,
        keys: { ...b.keys, keys: b.keys.keys.map((k: any) => ({ ...k, notAfter: "2000-01-02T00:00:00.000Z", status: "retired" })) },
      }),
      async (base) => {
        const res = await pay("https://lumen-analytics.example/", { SVC_BASE_URL: base, SVC_API_URL: base });
        expect(res.code).toBe(8);
        expect((await jsonOf(res, "guard")).reasons).toContain("evidence_invalid");
      },
    );
  });

  it("another company's valid, logged statement in place of this one's: deny, exit 9", async () => {
    const other = (await app.api.get("/public/trust/freshstart-io/bundle")).body;
    expect(other.token).toMatch(/^tlt1\./);
    await tampered(
      () => other,
      async (base) => {
        const res = await pay("https://lumen-analytics.example/", { SVC_BASE_URL: base, SVC_API_URL: base });
        expect(res.code).toBe(9);
        const doc = await jsonOf(res, "guard");
        expect(doc.decision).toBe("deny");
        expect(doc.reasons).toContain("subject_mismatch");
      },
    );
  });

  it("with a pinned log key that is not the log's, the statement is not shown logged: deny, exit 8", async () => {
    const { generateKeyPairSync } = await import("node:crypto");
    const { encodeVerifierKey, SIG_TYPE_ED25519 } = await import("@/lib/statement-log/signed-note");
    const origin = (await app.api.get("/log")).body.origin;
    const raw = Buffer.from(generateKeyPairSync("ed25519").publicKey.export({ format: "jwk" }).x!, "base64url");
    const res = await runSvc(
      [
        "guard",
        "decide",
        "--policy",
        policy,
        "--tool",
        "pay_invoice",
        "--args",
        JSON.stringify({ payee: { url: "https://lumen-analytics.example/" } }),
        "--log-key",
        encodeVerifierKey(origin, SIG_TYPE_ED25519, raw),
        "--json",
      ],
      { env },
    );
    expect(res.code).toBe(8);
    expect(await jsonOf(res, "guard")).toMatchObject({ decision: "deny", evidence: { statement: "invalid" } });
  });
});

describe("usage", () => {
  it("a policy that does not parse, args that are not a JSON object, a missing option: exit 2 naming it", async () => {
    const bad = path.join(dir, "bad.yaml");
    await writeFile(bad, "version: 1\ntools: {}\nrules:\n  - action: pay\n    require:\n      - claim: witnessed\n        max_age: 24h\n");
    const r1 = await pay("https://lumen-analytics.example/", undefined, bad);
    expect(r1.code).toBe(2);
    expect((await jsonOf(r1, "guard")).error.message).toMatch(/--policy: policy rules\.0\.require\.0\.max_age/);
    const r2 = await runSvc(["guard", "decide", "--policy", policy, "--tool", "pay_invoice", "--args", "[1]", "--json"], { env });
    expect(r2.code).toBe(2);
    expect((await jsonOf(r2, "guard")).error.message).toMatch(/--args must be a JSON object/);
    const r3 = await runSvc(["guard", "decide", "--tool", "pay_invoice", "--args", "{}", "--json"], { env });
    expect(r3.code).toBe(2);
    expect(JSON.parse(r3.stdout).error.message).toMatch(/--policy/);
  });

  it("the policy and decision JSON Schemas are published by the client and describe real documents", async () => {
    const ajv = new Ajv2020({ strict: false });
    addFormats(ajv);
    const schemaOf = async (name: string) => {
      const res = await runSvc(["schema", name]);
      expect(res.code).toBe(0);
      const schema = JSON.parse(res.stdout);
      expect(schema.$id).toBe(`svc-cli/${name}.schema.json`);
      return ajv.compile(schema);
    };
    const policySchema = await schemaOf("guard-policy");
    expect(policySchema(parseYaml(POLICY(true)))).toBe(true);
    expect(policySchema({ version: 1, tools: {}, unknown_tool: "allow" })).toBe(false);
    const decisionSchema = await schemaOf("guard-decision");
    const doc = await jsonOf(await pay("https://harbor-labs.example/"), "guard");
    const { command, exit_code, exit_meaning, evidence, ...decision } = doc;
    expect(decisionSchema(decision)).toBe(true);
    expect(decisionSchema({ ...decision, decision: "approve" })).toBe(false);
  });
});
