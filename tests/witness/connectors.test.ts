// Connected sources through the two connectors, against the local HTTPS world (test CA, never the
// internet): a GitHub REST API stand-in for an organisation and an evidence document the company hosts.
// Their checks join the reading and its signed counts; a moved outcome is a `control.witnessed` event, a
// regression or lost connection one `monitoring.drift` per workspace per run, a lost connection is
// `not_read` (source_disconnected) and never a failed control, and a new record version is written
// only when a witnessed outcome changed.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sealSecret } from "@/lib/platform/sealed-secret";
import { GITHUB_TOKEN_PURPOSE } from "@/lib/witness/connectors/github";
import { CONNECTED_SCOPE, driftDueAt, runReading } from "@/lib/witness/engine/run-reading";
import { installWorld } from "@/lib/platform/outbound/witness-network";
import type { CheckResult } from "@/lib/witness-record/check-result";
import { startLocalWorld, type LocalWorld, type WorldSite } from "@/lib/witness/world/local-world";
import { startApp, type TestApp } from "@/tests/helpers/app";

let app: TestApp;
let world: LocalWorld;
let workspaceId: string;
const TOKEN = "ghp_test_token_0123456789";
const json = (v: unknown) => JSON.stringify(v);
const branch = (name: string, isProtected: boolean) => json({ name, protected: isProtected, commit: { sha: "abc" } });

const github: WorldSite = {
  domain: "api.github.example",
  bearer: TOKEN,
  files: {
    "/orgs/acme/members?filter=2fa_disabled&per_page=100": json([]),
    "/repos/acme/api": json({ name: "api", default_branch: "main" }),
    "/repos/acme/api/branches/main": branch("main", true),
    "/repos/acme/web": json({ name: "web", default_branch: "trunk" }),
    "/repos/acme/web/branches/trunk": branch("trunk", false),
  },
};
const evidenceDoc = {
  evidence_document: 1,
  updated_at: "2026-11-01T00:00:00Z",
  controls: [
    { id: "backups.tested", title: "Backups restored quarterly", status: "in_place" },
    { id: "pentest.annual", title: "Annual penetration test", status: "not_in_place" },
  ],
};
const acme: WorldSite = {
  domain: "acme-connected.example",
  files: { "/trust/evidence.json": json(evidenceDoc), "/trust/broken.json": json({ evidence_document: 1, controls: "all of them" }) },
};

async function addCompany(id: string, domain: string) {
  await app.db.company.create({
    data: {
      id,
      slug: id,
      name: id,
      sortName: id,
      domain,
      jurisdiction: "EU",
      publication: "published",
      isNetwork: true,
      listed: true,
      workspaceId,
    },
  });
}
async function addSource(companyId: string, key: string, connector: string, config: unknown, token?: string) {
  return app.db.provider.create({
    data: {
      companyId,
      key,
      label: key,
      status: "connected",
      connector,
      config: config as object,
      sealedToken: token ? sealSecret(token, GITHUB_TOKEN_PURPOSE) : null,
    },
  });
}
async function eventsSince(after: Date, type: string) {
  return app.db.outboxEvent.findMany({ where: { workspaceId, type, createdAt: { gte: after } }, orderBy: { createdAt: "asc" } });
}
const byControl = (checks: CheckResult[], source: string) => checks.find((c) => c.source === source);

beforeAll(async () => {
  app = await startApp();
  world = await startLocalWorld([
    acme,
    { ...acme, domain: "acme-two.example" },
    github,
    { domain: "private-docs.example", resolvesTo: ["10.0.0.1"] },
  ]);
  installWorld(world.description);
  workspaceId = (await app.db.workspace.findFirstOrThrow()).id;
  await addCompany("acme-co", "acme-connected.example");
  await addSource("acme-co", "github", "github", { base_url: "https://api.github.example", org: "acme", repos: ["api", "web"] }, TOKEN);
  await addSource("acme-co", "evidence", "evidence-document", { url: "https://acme-connected.example/trust/evidence.json" });
});
afterAll(async () => {
  installWorld(undefined);
  await app?.stop();
  await world?.close();
});

describe("the GitHub and evidence-document connectors", () => {
  it("read every connected control into the reading, its signed counts and evidence; the token stays sealed", async () => {
    const since = new Date();
    const done = await runReading(app.db, { companyId: "acme-co" });
    const reading = await app.db.reading.findUniqueOrThrow({ where: { id: done.readingId } });
    expect(reading.scope).toBe(CONNECTED_SCOPE);
    const checks = reading.checks as CheckResult[];
    const connected = checks.filter((c) => c.category === "connected_source");
    expect(connected.map((c) => [c.check_id, c.outcome])).toEqual([
      ["evidence_document.valid", "passed"],
      ["evidence_document.control", "passed"],
      ["evidence_document.control", "failed"],
      ["github.org_two_factor", "passed"],
      ["github.branch_protection", "passed"],
      ["github.branch_protection", "failed"],
    ]);
    expect(byControl(checks, "https://api.github.example/repos/acme/web/branches/trunk")!.observed).toBe(
      "web: default branch trunk not protected",
    );
    expect(byControl(checks, "https://acme-connected.example/trust/evidence.json#pentest.annual")!.observed).toBe(
      "Annual penetration test: not_in_place",
    );
    const payload = JSON.parse((reading.statement as { payload: string }).payload);
    expect(payload.scope).toBe(CONNECTED_SCOPE);
    expect(payload.counts).toEqual({
      passed: checks.filter((c) => c.outcome === "passed").length,
      failed: checks.filter((c) => c.outcome === "failed").length,
      not_read: 0,
    });
    const items = (reading.evidenceManifest as { items: { source: string; kind: string; headers: Record<string, string> }[] }).items;
    expect(items.filter((i) => i.kind === "connector").map((i) => i.source)).toEqual([
      "https://acme-connected.example/trust/evidence.json",
      "https://api.github.example/orgs/acme/members?filter=2fa_disabled&per_page=100",
      "https://api.github.example/repos/acme/api",
      "https://api.github.example/repos/acme/api/branches/main",
      "https://api.github.example/repos/acme/web",
      "https://api.github.example/repos/acme/web/branches/trunk",
    ]);
    expect(JSON.stringify(items)).not.toContain(TOKEN);
    const gh = await app.db.provider.findFirstOrThrow({ where: { companyId: "acme-co", key: "github" } });
    expect(gh.sealedToken).not.toContain(TOKEN);
    expect(gh.status).toBe("connected");
    expect(gh.lastSyncAt?.toISOString()).toBe(reading.takenAt.toISOString());

    // Each control witnessed for the first time is one control.witnessed event; nothing drifted yet.
    const witnessed = await eventsSince(since, "control.witnessed");
    expect(witnessed.map((e) => e.data as { controlId: string }).sort((a, b) => a.controlId.localeCompare(b.controlId))).toEqual([
      { controlId: "evidence:backups.tested", status: "passed" },
      { controlId: "evidence:document", status: "passed" },
      { controlId: "evidence:pentest.annual", status: "failed" },
      { controlId: "github:branch_protection:api", status: "passed" },
      { controlId: "github:branch_protection:web", status: "failed" },
      { controlId: "github:two_factor", status: "passed" },
    ]);
    expect(await eventsSince(since, "monitoring.drift")).toEqual([]);
  });

  it("a reading that saw the same writes no record version and no event; a moved outcome writes one version", async () => {
    const versions = () => app.db.recordVersion.count({ where: { companyId: "acme-co" } });
    const before = await versions();
    expect(before).toBeGreaterThan(0);
    const since = new Date();
    await runReading(app.db, { companyId: "acme-co" });
    expect(await versions()).toBe(before);
    expect(await eventsSince(since, "control.witnessed")).toEqual([]);

    github.files!["/repos/acme/web/branches/trunk"] = branch("trunk", true);
    await runReading(app.db, { companyId: "acme-co" });
    expect(await versions()).toBe(before + 1);
    const latest = await app.db.recordVersion.findFirstOrThrow({ where: { companyId: "acme-co" }, orderBy: { version: "desc" } });
    expect(latest.kind).toBe("updated");
    expect(JSON.parse(latest.body).facts).toContainEqual({
      category: "witness",
      // The fact key follows the record's one pattern; the label keeps the check id.
      key: "github-branch-protection-web",
      label: "github.branch_protection",
      value: "passed",
      origin: "witnessed",
    });
    expect((await eventsSince(since, "control.witnessed")).map((e) => e.data)).toEqual([
      { controlId: "github:branch_protection:web", status: "passed" },
    ]);
  });

  it("a regression is one monitoring.drift event for the workspace, with the change named", async () => {
    const since = new Date();
    github.files!["/orgs/acme/members?filter=2fa_disabled&per_page=100"] = json([{ login: "mallory" }]);
    github.files!["/repos/acme/api/branches/main"] = branch("main", false);
    await runReading(app.db, { companyId: "acme-co" });
    const drift = await eventsSince(since, "monitoring.drift");
    expect(drift).toHaveLength(1);
    expect(drift[0]!.data).toEqual({
      count: 2,
      url: `${app.baseUrl}/network/company/acme-co`,
      changes: [
        {
          id: "github:two_factor",
          provider_key: "github",
          summary: "github.org_two_factor: 1 member(s) without two-factor authentication: mallory",
          direction: "regression",
          prev_status: "passed",
          new_status: "failed",
        },
        {
          id: "github:branch_protection:api",
          provider_key: "github",
          summary: "github.branch_protection: api: default branch main not protected",
          direction: "regression",
          prev_status: "passed",
          new_status: "failed",
        },
      ],
    });
  });

  it("a refused credential is a lost connection: not_read (source_disconnected), never a failed control, and one drift event", async () => {
    await app.db.provider.updateMany({
      where: { companyId: "acme-co", key: "github" },
      data: { sealedToken: sealSecret("ghp_revoked", GITHUB_TOKEN_PURPOSE) },
    });
    const since = new Date();
    const done = await runReading(app.db, { companyId: "acme-co" });
    const gh = done.checks.filter((c) => c.check_id.startsWith("github."));
    expect(gh.map((c) => [c.outcome, c.reason])).toEqual([
      ["not_read", "source_disconnected"],
      ["not_read", "source_disconnected"],
      ["not_read", "source_disconnected"],
    ]);
    expect(gh[0]!.observed).toBe("HTTP 401: the stored credential was refused");
    expect((await app.db.provider.findFirstOrThrow({ where: { companyId: "acme-co", key: "github" } })).status).toBe("disconnected");
    const drift = await eventsSince(since, "monitoring.drift");
    expect(drift.map((e) => (e.data as { changes: { direction: string; id: string }[] }).changes)).toEqual([
      [
        expect.objectContaining({
          id: "github:connection",
          direction: "lost_connection",
          prev_status: "connected",
          new_status: "disconnected",
        }),
      ],
    ]);
    // Losing the connection changes no witnessed control.
    expect(await eventsSince(since, "control.witnessed")).toEqual([]);
  });

  it("an evidence document that breaks the schema fails its check with why; one behind the SSRF guard is not read", async () => {
    await app.db.provider.updateMany({
      where: { companyId: "acme-co", key: "evidence" },
      data: { config: { url: "https://acme-connected.example/trust/broken.json" } },
    });
    const broken = await runReading(app.db, { companyId: "acme-co" });
    const valid = broken.checks.find((c) => c.check_id === "evidence_document.valid")!;
    expect(valid.outcome).toBe("failed");
    expect(valid.observed).toMatch(/^does not match the schema: /);
    expect(broken.checks.filter((c) => c.check_id === "evidence_document.control")).toEqual([]);

    await app.db.provider.updateMany({
      where: { companyId: "acme-co", key: "evidence" },
      data: { config: { url: "https://private-docs.example/evidence.json" } },
    });
    const before = world.requests.get("private-docs.example") ?? 0;
    const guarded = await runReading(app.db, { companyId: "acme-co" });
    const refused = guarded.checks.find((c) => c.check_id === "evidence_document.valid")!;
    expect(refused).toMatchObject({ outcome: "not_read", reason: "source_disconnected" });
    expect(refused.observed).toContain("refused_by_guard");
    expect(world.requests.get("private-docs.example") ?? 0).toBe(before);
  });

  it("publishes the evidence document's JSON Schema and maps every connector check", async () => {
    const res = await app.api.get("/public/witness/evidence-document.schema.json");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/schema+json");
    expect(res.body.$id).toBe(`${app.apiUrl}/public/witness/evidence-document.schema.json`);
    expect(res.body.required).toEqual(["evidence_document", "updated_at", "controls"]);
    const mapping = await app.api.get("/public/witness/check-mapping");
    const ids = mapping.body.checks
      .filter((c: { reader: string }) => c.reader !== "outside-in")
      .map((c: { check_id: string }) => c.check_id);
    expect(ids).toEqual(["github.org_two_factor", "github.branch_protection", "evidence_document.valid", "evidence_document.control"]);
  });

  it("a scheduling run's drift across the workspace's companies is one monitoring.drift, sent when the run is done", async () => {
    // Both companies read the same organisation, connected and passing.
    github.files!["/orgs/acme/members?filter=2fa_disabled&per_page=100"] = json([]);
    await app.db.provider.updateMany({
      where: { companyId: "acme-co", key: "github" },
      data: { sealedToken: sealSecret(TOKEN, GITHUB_TOKEN_PURPOSE) },
    });
    await addCompany("acme-two", "acme-two.example");
    await addSource("acme-two", "github", "github", { base_url: "https://api.github.example", org: "acme", repos: ["api"] }, TOKEN);
    await runReading(app.db, { companyId: "acme-co" });
    await runReading(app.db, { companyId: "acme-two" });

    github.files!["/orgs/acme/members?filter=2fa_disabled&per_page=100"] = json([{ login: "mallory" }]);
    const run = new Date();
    const since = new Date();
    await Promise.all([
      runReading(app.db, { companyId: "acme-co", slot: run, run }),
      runReading(app.db, { companyId: "acme-two", slot: run, run }),
    ]);
    const drift = await eventsSince(since, "monitoring.drift");
    expect(drift).toHaveLength(1);
    expect(drift[0]!.data).toMatchObject({
      count: 2,
      changes: [expect.objectContaining({ id: "github:two_factor" }), expect.objectContaining({ id: "github:two_factor" })],
      url: `${app.baseUrl}/workspace`,
    });
    // Held until every planned reading of the run has landed: the outbox pump takes only rows already due.
    expect(drift[0]!.createdAt.toISOString()).toBe(driftDueAt(run).toISOString());
    expect(drift[0]!.createdAt.getTime()).toBeGreaterThan(Date.now() + 60 * 60_000);
    expect(drift[0]!.dispatchedAt).toBeNull();
  });
});
