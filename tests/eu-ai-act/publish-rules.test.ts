// Publishing a new rule-set version: only subscribed systems are re-classified (with their differences
// recorded), the change feed gains one entry per change (oldest first, cursor-paginated), and
// eu.rules.changed is written to the outbox once per workspace (delivery to registered endpoints is the
// endpoint channel of issue 20). The operator task `npm run eu:publish` runs as a child process on an
// embedded database of its own.
import { rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clock } from "@/lib/platform/clock";
import { publishRuleSet } from "@/lib/eu-ai-act/publish-rule-set";
import { startApp, type TestApp } from "@/tests/helpers/app";
import { runTask } from "@/tests/helpers/cli";
import type { TestResponse } from "@/tests/helpers/client";
import { migratedDataDir } from "@/tests/helpers/data-dir-db";
import { confirmedAccount, type Account } from "@/tests/auth/support";
import { NOTHING } from "@/tests/eu-ai-act/classification-cases";
import { ruleSetV2 } from "@/tests/eu-ai-act/rule-set-v2";

let app: TestApp;
let owner: Account;
let other: Account;
const ids: Record<string, string> = {};
const HIRING = { ...NOTHING, annex_iii_area: "employment", interacts_with_people: "yes" };

beforeAll(async () => {
  app = await startApp({ EU_RATE_PER_MINUTE: "1000" });
  owner = await confirmedAccount(app, "eu-publish", "Publish Co");
  other = await confirmedAccount(app, "eu-publish-other", "Other Co");
  for (const [name, who] of [
    ["subscribed", owner],
    ["unsubscribed", owner],
    ["other", other],
  ] as const) {
    const res = await app.web.post("/api/eu/systems", { name, ...HIRING }, { cookie: who.cookie });
    expect(res.status, res.text).toBe(201);
    ids[name] = res.body.id;
  }
  const sub = await app.web.post(`/api/eu/systems/${ids.subscribed}/subscription`, { subscribed: true }, { cookie: owner.cookie });
  expect(sub.body.subscribed).toBe(true);
});
afterAll(async () => {
  await app?.stop();
});

async function walkChanges(cookie: string, limit: number) {
  const all: { id: string; version: number; rule_id: string; change: string; article: string; fields: string[]; sources: string[] }[] = [];
  let after: string | null = null;
  for (let page = 0; page < 20; page++) {
    const res: TestResponse = await app.web.get(`/api/eu/changes?limit=${limit}${after ? `&after=${encodeURIComponent(after)}` : ""}`, {
      cookie,
    });
    expect(res.status, res.text).toBe(200);
    all.push(...res.body.changes);
    after = res.body.next_cursor;
    if (!res.body.has_more) break;
  }
  return all;
}

describe("publishing rule-set version 2", () => {
  let before: number;

  it("starts from the bundled version 1 in the change feed", async () => {
    const feed = await walkChanges(owner.cookie, 100);
    before = feed.length;
    expect(feed.every((c) => c.version === 1 && c.change === "added")).toBe(true);
    expect(feed.map((c) => c.rule_id)).toEqual(expect.arrayContaining(["art5-1-a", "annex-iii-8", "art55-gpai-systemic"]));
  });

  it("re-classifies only the subscribed system and records what changed", async () => {
    const result = await publishRuleSet(app.db, ruleSetV2(), { now: clock().now() });
    expect(result.reclassified.map((r) => r.system_id)).toEqual([ids.subscribed]);

    const sub = await app.web.get(`/api/eu/systems/${ids.subscribed}/classification`, { cookie: owner.cookie });
    expect(sub.body.current).toMatchObject({ rule_set_version: 2, trigger: "auto_update", tier: "high_risk" });
    expect(sub.body.current.differences.previous_rule_set_version).toBe(1);
    expect(sub.body.current.differences.findings.map((d: { rule_id: string; change: string }) => [d.rule_id, d.change]).sort()).toEqual([
      ["annex-iii-4", "changed"],
      ["art50-1", "changed"],
    ]);
    expect(sub.body.current.findings.find((f: { rule_id: string }) => f.rule_id === "annex-iii-4").effective_from).toBe("2027-12-02");
    expect(sub.body.history.map((h: { rule_set_version: number }) => h.rule_set_version)).toEqual([2, 1]);

    for (const [name, who] of [
      ["unsubscribed", owner],
      ["other", other],
    ] as const) {
      const res = await app.web.get(`/api/eu/systems/${ids[name]}`, { cookie: who.cookie });
      expect([name, res.body.classification.rule_set_version, res.body.current_rule_set_version]).toEqual([name, 1, 2]);
    }
  });

  it("adds one change-feed entry per change, oldest first, across cursor pages", async () => {
    const feed = await walkChanges(owner.cookie, 7);
    expect(feed).toHaveLength(before + 3);
    const added = feed.slice(before);
    expect(added.map((c) => [c.version, c.rule_id, c.change, c.fields])).toEqual([
      [2, "annex-iii-4", "changed", ["effective_from"]],
      [2, "art50-1", "changed", ["wording"]],
      [2, "art50-4-text", "added", []],
    ]);
    for (const c of added) expect(c.sources).toContain("https://eur-lex.europa.eu/eli/reg/2024/1689/oj");
    expect(new Set(feed.map((c) => c.id)).size).toBe(feed.length);
  });

  it("writes eu.rules.changed once per workspace with systems, and eu.system.reclassified for the subscribed system only", async () => {
    const events = await app.db.outboxEvent.findMany({
      where: { workspaceId: { in: [owner.workspace.id, other.workspace.id] }, type: { startsWith: "eu." } },
    });
    const summary = events.map((e) => [e.workspaceId === owner.workspace.id ? "owner" : "other", e.type]).sort();
    expect(summary).toEqual([
      ["other", "eu.rules.changed"],
      ["owner", "eu.rules.changed"],
      ["owner", "eu.system.reclassified"],
    ]);
    const changed = events.find((e) => e.workspaceId === owner.workspace.id && e.type === "eu.rules.changed")!;
    expect(changed.id).toMatch(/^evt_[0-9a-f]{32}$/);
    expect(changed.data).toMatchObject({ version: 2, previous_version: 1, changes: 3 });
    const re = events.find((e) => e.type === "eu.system.reclassified")!;
    expect(re.data).toMatchObject({ system_id: ids.subscribed, rule_set_version: 2, previous_rule_set_version: 1 });
  });

  it("refuses to publish the same version twice, changing nothing", async () => {
    await expect(publishRuleSet(app.db, ruleSetV2(), { now: clock().now() })).rejects.toThrow(/version 2 is already published/);
    expect(await app.db.outboxEvent.count({ where: { workspaceId: owner.workspace.id, type: "eu.rules.changed" } })).toBe(1);
  });

  it("refuses an altered cursor with 400 invalid_cursor naming `after`", async () => {
    const res = await app.web.get("/api/eu/changes?after=eu1.MQ.forged", { cookie: owner.cookie });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe("invalid_cursor");
    expect(res.body.message).toContain("Invalid cursor");
  });
});

describe("npm run eu:publish (operator task)", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await migratedDataDir("svc-eu-publish-");
  });
  afterAll(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });
  const env = () => ({
    DATA_DIR: dir,
    DATABASE_URL: "",
    BASE_URL: "http://localhost:3000",
    API_URL: "http://api.localhost:3000",
    NODE_ENV: "development",
    LOG_LEVEL: "warn",
    REDIS_URL: "",
  });

  it("publishes a valid file, prints the changes, and refuses the same version again or a rule whose test fails", async () => {
    const file = path.join(dir, "v2.json");
    writeFileSync(file, JSON.stringify(ruleSetV2(), null, 2));
    const first = await runTask("eu-publish-rules", [file], env(), 120_000);
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout).toContain("published EU AI Act rule set version 2 (previous 1)");
    expect(first.stdout).toContain("changes: 3 (1 added, 2 changed, 0 removed)");

    const again = await runTask("eu-publish-rules", [file], env(), 120_000);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain("version 2 is already published");

    const broken = ruleSetV2();
    broken.version = 3;
    broken.rules[0] = { ...broken.rules[0], test: { answers: { subliminal_manipulation: "no" }, expect: "applies" } };
    const bad = path.join(dir, "v3.json");
    writeFileSync(bad, JSON.stringify(broken));
    const refused = await runTask("eu-publish-rules", [bad], env(), 120_000);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("rule tests failed");
    expect(refused.stderr).toContain("art5-1-a");
  }, 240_000);
});
