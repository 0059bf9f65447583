// GET /api/compare: which companies are read, snapshots, states and cells, and the 400s.
import { randomInt } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type TestApp } from "@/tests/helpers/app";

let app: TestApp;
beforeAll(async () => {
  // The limiter counts per client address; each request here comes from an address of its own.
  app = await startApp({ TRUSTED_PROXY_HEADER: "x-test-client-ip" });
});
afterAll(async () => {
  await app?.stop();
});

const freshIp = () => `10.${randomInt(1, 255)}.${randomInt(0, 255)}.${randomInt(1, 255)}`;
const compare = (query: string, headers: Record<string, string> = {}) =>
  app.web.get(`/api/compare?${query}`, { "x-test-client-ip": freshIp(), ...headers });
const cellOf = (body: any, rowKey: string, company: string) => {
  const i = body.comparison.companies.findIndex((c: any) => c.key === company);
  const row = body.comparison.rows.find((r: any) => r.key === rowKey);
  return row?.cells[i];
};

describe("GET /api/compare", () => {
  it("reads the first four distinct handles, case-insensitively, a repeat once", async () => {
    const res = await compare("handles=Lumen-Analytics,lumen-analytics,kestrel,freshstart-io,brightpath-hr,ledgerline");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.body.vendors.map((v: any) => v.company.handle)).toEqual([
      "lumen-analytics",
      "kestrel-security",
      "freshstart-io",
      "brightpath-hr",
    ]);
    expect(res.body.comparison.companies.map((c: any) => c.key)).toEqual([
      "lumen-analytics",
      "kestrel-security",
      "freshstart-io",
      "brightpath-hr",
    ]);
    expect(res.body.ignored).toEqual(["ledgerline"]);
    expect(res.body.unavailable).toEqual([]);
    expect(res.body.frameworkRows).toEqual([]);
    expect(res.body.retired.frameworks.retiredOn).toBe("2026-09-26");
    for (const v of res.body.vendors) {
      expect(v.frameworks).toEqual([]);
      expect(v.controls).toEqual([]);
    }
    for (const row of res.body.comparison.rows) expect(row.cells).toHaveLength(4);
  });

  it("reads a company once when two handles name it (slug and domain)", async () => {
    const res = await compare("handles=kestrel-security.example,kestrel,lumen-analytics");
    expect(res.body.vendors.map((v: any) => v.company.handle)).toEqual(["kestrel-security", "lumen-analytics"]);
  });

  it("lists unpublished and unknown handles as unavailable, alike", async () => {
    const res = await compare("handles=lumen-analytics,quietline,harbor-labs,nobody-here");
    expect(res.status).toBe(200);
    expect(res.body.unavailable).toEqual(["quietline", "harbor-labs", "nobody-here"]);
    expect(res.body.vendors).toHaveLength(1);
  });

  it("reads a company at a stored record version with at.<handle>=<n>", async () => {
    const v2 = await app.db.recordVersion.findUniqueOrThrow({ where: { companyId_version: { companyId: "lumen-analytics", version: 2 } } });
    const storedFact = JSON.parse(v2.body).facts.find((f: any) => f.category === "ai" && f.key === "training-on-customer-data");
    const current = await app.db.fact.findFirstOrThrow({
      where: { companyId: "lumen-analytics", category: "ai", key: "training-on-customer-data" },
    });
    expect(storedFact.value).not.toBe(current.value);

    const snap = await compare("handles=lumen-analytics&at.lumen-analytics=2");
    expect(snap.status).toBe(200);
    expect(snap.body.comparison.companies[0]).toEqual({ key: "lumen-analytics", state: "snapshot", version: 2 });
    expect(snap.body.vendors[0].version).toBe(2);
    expect(snap.body.vendors[0].company.updatedAt).toBe(v2.recordedAt.toISOString());
    expect(cellOf(snap.body, "ai.training-on-customer-data", "lumen-analytics")).toMatchObject({
      state: "company-declared",
      label: storedFact.value,
    });

    const now = await compare("handles=lumen-analytics");
    const latest = await app.db.recordVersion.findFirstOrThrow({ where: { companyId: "lumen-analytics" }, orderBy: { version: "desc" } });
    expect(now.body.comparison.companies[0]).toEqual({ key: "lumen-analytics", state: "current", version: latest.version });
    expect(cellOf(now.body, "ai.training-on-customer-data", "lumen-analytics").label).toBe(current.value);
  });

  it("accepts a snapshot without handles, and lists a missing version as unavailable", async () => {
    const only = await compare("at.Lumen-Analytics=1");
    expect(only.status).toBe(200);
    expect(only.body.comparison.companies).toEqual([{ key: "lumen-analytics", state: "snapshot", version: 1 }]);
    const v1 = await app.db.recordVersion.findUniqueOrThrow({ where: { companyId_version: { companyId: "lumen-analytics", version: 1 } } });
    const factKeys = new Set(JSON.parse(v1.body).facts.map((f: any) => `${f.category}.${f.key}`));
    expect(
      only.body.comparison.rows
        .filter((r: any) => r.category !== "pillar")
        .map((r: any) => r.key)
        .sort(),
    ).toEqual([...factKeys].sort());

    const missing = await compare("handles=freshstart-io&at.lumen-analytics=99");
    expect(missing.status).toBe(200);
    expect(missing.body.unavailable).toEqual(["lumen-analytics"]);
    expect(missing.body.vendors.map((v: any) => v.company.handle)).toEqual(["freshstart-io"]);
  });

  it("describes contested, agreeing and absent facts without ranking", async () => {
    const res = await compare("handles=lumen-analytics,kestrel");
    const contested = cellOf(res.body, "security.data-retention", "lumen-analytics");
    expect(contested.state).toBe("contested");
    expect(contested.accounts).toEqual([
      { origin: "company-declared", value: "30 days" },
      { origin: "public-source", value: "90 days" },
    ]);
    expect(cellOf(res.body, "infrastructure.hosting", "lumen-analytics")).toMatchObject({
      state: "agreed",
      label: "AWS eu-central-1 (Frankfurt)",
      flags: ["company-declared", "witnessed"],
    });
    expect(cellOf(res.body, "security.data-retention", "kestrel-security")).toMatchObject({ state: "not-stated", accounts: [] });
    expect(cellOf(res.body, "pillar.endpoint-security", "kestrel-security")).toMatchObject({ state: "restricted" });
    // The blank DPO contact is stored but not published, so it is no row.
    expect(res.body.comparison.rows.some((r: any) => r.key === "privacy.dpo-contact")).toBe(false);

    const ids = res.body.states.map((s: any) => s.id);
    for (const row of res.body.comparison.rows) for (const cell of row.cells) expect(ids).toContain(cell.state);
    for (const s of res.body.states) expect(`${s.label} ${s.meaning}`).not.toMatch(/\b(better|worse|best|worst|score|grade|rank)/i);
  });

  it("answers 400 missing_parameter when no handle and no snapshot is named", async () => {
    for (const query of ["", "handles=", "handles=%2C%2C", "other=1"]) {
      const res = await compare(query);
      expect(res.status, query).toBe(400);
      expect(res.body).toMatchObject({ error: "missing_parameter" });
      expect(res.body.errors[0]).toMatchObject({ in: "query", name: "handles" });
    }
    const problem = await compare("", { accept: "application/problem+json" });
    expect(problem.body).toMatchObject({ code: "missing_parameter", next_action: "fix_request" });
  });

  it("answers 400 invalid_request naming a malformed handle or version", async () => {
    const badHandle = await compare("handles=lumen-analytics,not%20a%20handle");
    expect(badHandle.status).toBe(400);
    expect(badHandle.body).toMatchObject({ error: "invalid_request", errors: [{ in: "query", name: "handles" }] });
    const badVersion = await compare("at.lumen-analytics=two");
    expect(badVersion.status).toBe(400);
    expect(badVersion.body).toMatchObject({ error: "invalid_request", errors: [{ in: "query", name: "at.lumen-analytics" }] });
    const tooLong = await compare(`handles=${"a".repeat(3000)}`);
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.errors[0]).toMatchObject({ name: "handles" });
  });
});

describe("compare rate limit", () => {
  // Fixed one-minute windows aligned to the clock: if the 21 calls straddle a window boundary the
  // count restarts mid-run, so such a run is detected and repeated from a new address.
  async function twentyOneCalls(): Promise<{ statuses: number[]; last: Awaited<ReturnType<typeof compare>>; sameWindow: boolean }> {
    const ip = freshIp();
    const startWindow = Math.floor(Date.now() / 60_000);
    const statuses: number[] = [];
    let last!: Awaited<ReturnType<typeof compare>>;
    for (let i = 0; i < 21; i++) {
      last = await compare("handles=freshstart-io", { "x-test-client-ip": ip });
      statuses.push(last.status);
    }
    return { statuses, last, sameWindow: Math.floor(Date.now() / 60_000) === startWindow };
  }

  it("refuses the 21st call in a minute from one address with 429 and no Retry-After", async () => {
    let run = await twentyOneCalls();
    for (let attempt = 0; !run.sameWindow && attempt < 2; attempt++) run = await twentyOneCalls();
    expect(run.sameWindow).toBe(true);
    expect(run.statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(run.statuses[20]).toBe(429);
    expect(run.last.headers.get("retry-after")).toBeNull();
    expect(run.last.body).toMatchObject({ error: "rate_limited" });
    expect(run.last.body.message).toMatch(/20 a minute/);
    // Another address is not affected.
    expect((await compare("handles=freshstart-io")).status).toBe(200);
  });
});
