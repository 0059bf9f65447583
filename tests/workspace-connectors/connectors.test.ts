// A signed-in company connects its sources from its workspace (issue 14): GitHub against the local
// GitHub stand-in of the test world (test CA, never the internet) and an evidence document. The engine's
// next reading carries the connector's witnessed checks; a disconnected source is no longer read. The
// token is sealed at once and appears in no answer, list, audit entry or log line; only an owner or admin
// changes sources, another workspace's company is not found, and URLs pass the SSRF guard.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { log } from "@/lib/platform/log";
import { runReading } from "@/lib/witness/engine/run-reading";
import { installWorld } from "@/lib/platform/outbound/witness-network";
import type { CheckResult } from "@/lib/witness-record/check-result";
import { startLocalWorld, type LocalWorld } from "@/lib/witness/world/local-world";
import { confirmedAccount, type Account } from "@/tests/auth/support";
import { startApp, type TestApp } from "@/tests/helpers/app";

const TOKEN = "ghp_connect_test_token_9876543210";
const json = (v: unknown) => JSON.stringify(v);
const evidenceDoc = {
  evidence_document: 1,
  updated_at: "2026-11-01T00:00:00Z",
  controls: [{ id: "backups.tested", title: "Backups restored quarterly", status: "in_place" }],
};

let app: TestApp;
let world: LocalWorld;
let owner: Account;
let other: Account;
let viewer: Account;
const logged: string[] = [];
const writes = { out: process.stdout.write.bind(process.stdout), err: process.stderr.write.bind(process.stderr) };

async function addCompany(slug: string, domain: string, workspaceId: string) {
  await app.db.company.create({
    data: {
      id: slug,
      slug,
      name: slug,
      sortName: slug,
      domain,
      jurisdiction: "EU",
      publication: "published",
      isNetwork: true,
      listed: true,
      workspaceId,
    },
  });
}
const connect = (who: Account, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  app.web.post("/api/workspace/connectors", body, { cookie: who.cookie, ...headers });
const github = (extra: Record<string, unknown> = {}) => ({
  company: "conn-acme",
  connector: "github",
  org: "acme",
  repos: ["api"],
  base_url: "https://api.github.example",
  token: TOKEN,
  ...extra,
});
const connectedChecks = async () => {
  const done = await runReading(app.db, { companyId: "conn-acme" });
  const reading = await app.db.reading.findUniqueOrThrow({ where: { id: done.readingId } });
  return (reading.checks as CheckResult[]).filter((c) => c.category === "connected_source").map((c) => [c.check_id, c.outcome]);
};

beforeAll(async () => {
  // Everything the app process logs from its start (sign-up mails among it), to show the token is never in it.
  const capture = (write: (typeof writes)["out"]) =>
    ((chunk: unknown, ...rest: unknown[]) => {
      logged.push(String(chunk));
      return (write as (...a: unknown[]) => boolean)(chunk, ...rest);
    }) as typeof process.stdout.write;
  process.stdout.write = capture(writes.out);
  process.stderr.write = capture(writes.err);
  // At debug level, so every line the app could write is captured.
  app = await startApp({ LOG_LEVEL: "debug" });
  world = await startLocalWorld([
    {
      domain: "api.github.example",
      bearer: TOKEN,
      files: {
        "/orgs/acme/members?filter=2fa_disabled&per_page=100": json([]),
        "/repos/acme/api": json({ name: "api", default_branch: "main" }),
        "/repos/acme/api/branches/main": json({ name: "main", protected: true, commit: { sha: "abc" } }),
      },
    },
    { domain: "conn-acme.example", files: { "/trust/evidence.json": json(evidenceDoc) } },
    { domain: "private-docs.example", resolvesTo: ["10.0.0.1"] },
  ]);
  installWorld(world.description);
  owner = await confirmedAccount(app, "conn-owner", "Connect Co");
  other = await confirmedAccount(app, "conn-other", "Other Connect Co");
  viewer = await confirmedAccount(app, "conn-viewer", "Viewer Connect Co");
  await app.db.membership.updateMany({ where: { workspaceId: viewer.workspace.id }, data: { role: "viewer" } });
  await addCompany("conn-acme", "conn-acme.example", owner.workspace.id);
  await addCompany("conn-viewed", "conn-viewed.example", viewer.workspace.id);
}, 120_000);
afterAll(async () => {
  process.stdout.write = writes.out;
  process.stderr.write = writes.err;
  installWorld(undefined);
  await app?.stop();
  await world?.close();
});

describe("connecting sources from the workspace", () => {
  let githubId: string;

  it("connects GitHub: the token is sealed, never answered; the next reading carries its witnessed checks", async () => {
    const res = await connect(owner, github());
    expect(res.status, res.text).toBe(201);
    githubId = res.body.id;
    expect(res.body).toMatchObject({
      company: "conn-acme",
      key: "github-acme",
      label: "GitHub (acme)",
      connector: "github",
      config: { org: "acme", repos: ["api"], base_url: "https://api.github.example/" },
      has_token: true,
      status: "connected",
      last_sync_at: null,
    });
    expect(res.text).not.toContain(TOKEN);
    const row = await app.db.provider.findUniqueOrThrow({ where: { id: githubId } });
    expect(row.sealedToken).toMatch(/^v1\./);
    expect(row.sealedToken).not.toContain(TOKEN);

    expect(await connectedChecks()).toEqual([
      ["github.org_two_factor", "passed"],
      ["github.branch_protection", "passed"],
    ]);
    const list = await app.web.get("/api/workspace/connectors", { cookie: owner.cookie });
    expect(list.status).toBe(200);
    expect(list.body.sources).toHaveLength(1);
    expect(list.body.sources[0]).toMatchObject({
      id: githubId,
      status: "connected",
      last_checks: { "github-acme:two_factor": "passed", "github-acme:branch_protection:api": "passed" },
    });
    expect(list.body.sources[0].last_sync_at).toMatch(/^\d{4}-/);
    expect(list.text).not.toContain(TOKEN);
    expect(list.text).not.toContain(row.sealedToken!);
  });

  it("connects an evidence document; the audit log names both connections without the token", async () => {
    const res = await connect(owner, {
      company: "conn-acme",
      connector: "evidence-document",
      url: "https://conn-acme.example/trust/evidence.json",
    });
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({ key: "evidence-conn-acme.example", has_token: false });
    const audit = await app.db.auditEvent.findMany({ where: { workspaceId: owner.workspace.id, action: "connector.connected" } });
    expect(audit.map((a) => (a.detail as { key: string }).key).sort()).toEqual(["evidence-conn-acme.example", "github-acme"]);
    expect(JSON.stringify(audit.map((a) => a.detail))).not.toContain(TOKEN);
  });

  it("another workspace's company is 404; a viewer may not change sources (403); nobody signed in is 401", async () => {
    const foreign = await connect(other, github());
    expect([foreign.status, foreign.body.error]).toEqual([404, "not_found"]);
    const foreignDisconnect = await app.web.post(`/api/workspace/connectors/${githubId}/disconnect`, undefined, { cookie: other.cookie });
    expect([foreignDisconnect.status, foreignDisconnect.body.error]).toEqual([404, "not_found"]);
    expect((await app.web.get("/api/workspace/connectors", { cookie: other.cookie })).body.sources).toEqual([]);
    const viewed = await connect(viewer, github({ company: "conn-viewed" }));
    expect([viewed.status, viewed.body.error]).toEqual([403, "forbidden"]);
    expect(await app.db.provider.count({ where: { companyId: "conn-viewed" } })).toBe(0);
    const anonymous = await app.web.post("/api/workspace/connectors", github());
    expect([anonymous.status, anonymous.body.error]).toEqual([401, "unauthorized"]);
  });

  it("bad input is a 400 naming the field; a URL the SSRF guard refuses is a 400 on that field", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [github({ org: "-not an org-" }), "org"],
      [github({ token: "" }), "token"],
      [github({ token: "x".repeat(600) }), "token"],
      [github({ repos: ["ok", "not a repo!"] }), "repos"],
      [github({ connector: "gitlab" }), "connector"],
      [{ company: "conn-acme", connector: "evidence-document" }, "url"],
      [{ company: "conn-acme", connector: "evidence-document", url: "http://conn-acme.example/plain.json" }, "url"],
      [{ company: "conn-acme", connector: "evidence-document", url: "https://private-docs.example/evidence.json" }, "url"],
      [github({ base_url: "https://127.0.0.1/api" }), "base_url"],
    ];
    for (const [body, field] of cases) {
      const res = await connect(owner, body);
      expect([field, res.status, res.body.error], res.text).toEqual([field, 400, "invalid_request"]);
      expect(
        res.body.errors.map((e: { name: string }) => e.name.split(".")[0]),
        res.text,
      ).toContain(field);
      expect(res.text).not.toContain(TOKEN);
    }
    expect(await app.db.provider.count({ where: { companyId: "conn-acme" } })).toBe(2);
  });

  it("honours Idempotency-Key: a repeat replays without a second source; the same key with another request is 409", async () => {
    const key = { "idempotency-key": `connect-${owner.workspace.id}` };
    const first = await connect(owner, github({ org: "acme-two" }), key);
    const again = await connect(owner, github({ org: "acme-two" }), key);
    expect([first.status, first.headers.get("idempotency-status")]).toEqual([201, "new"]);
    expect([again.status, again.headers.get("idempotency-status"), again.body.id]).toEqual([201, "replayed", first.body.id]);
    expect(again.text).not.toContain(TOKEN);
    expect(await app.db.provider.count({ where: { companyId: "conn-acme", key: "github-acme-two" } })).toBe(1);
    const changed = await connect(owner, github({ org: "acme-three" }), key);
    expect([changed.status, changed.body.error]).toEqual([409, "idempotency_key_reused"]);
  });

  it("a company has at most 10 sources: the 11th is refused", async () => {
    const have = await app.db.provider.count({ where: { companyId: "conn-acme" } });
    for (let i = have; i < 10; i++) expect((await connect(owner, github({ org: `acme-extra-${i}` }))).status).toBe(201);
    const eleventh = await connect(owner, github({ org: "acme-eleven" }));
    expect([eleventh.status, eleventh.body.error]).toEqual([400, "invalid_request"]);
    expect(eleventh.body.errors[0].name).toBe("company");
    expect(await app.db.provider.count({ where: { companyId: "conn-acme" } })).toBe(10);
  });

  it("disconnecting stops the reads: the next reading has none of its checks", async () => {
    const viewerDisconnect = await app.web.post(`/api/workspace/connectors/${githubId}/disconnect`, undefined, { cookie: viewer.cookie });
    expect([viewerDisconnect.status, viewerDisconnect.body.error]).toEqual([403, "forbidden"]);
    for (const s of (await app.web.get("/api/workspace/connectors", { cookie: owner.cookie })).body.sources as {
      id: string;
      key: string;
    }[]) {
      if (s.key === "evidence-conn-acme.example") continue;
      const res = await app.web.post(`/api/workspace/connectors/${s.id}/disconnect`, undefined, { cookie: owner.cookie });
      expect([res.status, res.body.status], res.text).toEqual([200, "disconnected"]);
    }
    expect(await connectedChecks()).toEqual([
      ["evidence_document.valid", "passed"],
      ["evidence_document.control", "passed"],
    ]);
    const again = await app.web.post(`/api/workspace/connectors/${githubId}/disconnect`, undefined, { cookie: owner.cookie });
    expect([again.status, again.body.error]).toEqual([404, "not_found"]);
    const audit = await app.db.auditEvent.findMany({ where: { workspaceId: owner.workspace.id, action: "connector.disconnected" } });
    expect(audit.map((a) => (a.detail as { source_id: string }).source_id)).toContain(githubId);
  });

  it("the token appeared in no log line", () => {
    // The capture was live: the app's own logger wrote its probe line through it.
    log("warn", "connectors test: log capture probe");
    expect(logged.some((l) => l.includes("log capture probe"))).toBe(true);
    expect(logged.join("")).not.toContain(TOKEN);
  });
});
