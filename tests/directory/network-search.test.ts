// GET /api/network/search: each criterion, their combination, cursor paging and validation.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type TestApp } from "@/tests/helpers/app";
import { expectedDirectory, standingLabelOf, unlistedSlugs, type ExpectedCompany } from "@/tests/directory/expected";

const SEARCH = "/api/network/search";

let app: TestApp;
let expected: ExpectedCompany[];

beforeAll(async () => {
  app = await startApp();
  expected = await expectedDirectory(app.db);
});
afterAll(async () => {
  await app?.stop();
});

async function walk(query: string, limit = 4): Promise<{ slugs: string[]; rows: any[]; totals: number[] }> {
  const rows: any[] = [];
  const totals: number[] = [];
  let cursor: string | null = null;
  for (let n = 0; n < 200; n++) {
    const res: { status: number; text: string; body: any } = await app.web.get(
      `${SEARCH}?limit=${limit}${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`,
    );
    expect(res.status, res.text).toBe(200);
    rows.push(...res.body.results);
    totals.push(res.body.total);
    cursor = res.body.next_cursor;
    if (cursor === null) return { slugs: rows.map((r) => r.slug), rows, totals };
  }
  throw new Error("the walk did not end");
}

const slugsOf = (companies: ExpectedCompany[]) => companies.map((c) => c.slug);

describe("criteria", () => {
  it("with none, walks every listed company in directory order, hiding unlisted ones", async () => {
    const { slugs, rows, totals } = await walk("", 9);
    expect(slugs).toEqual(slugsOf(expected));
    expect(totals.every((t) => t === expected.length)).toBe(true);
    const hidden = await unlistedSlugs(app.db);
    expect(hidden).toEqual(expect.arrayContaining(["quietline", "harbor-labs"]));
    for (const slug of hidden) expect(slugs).not.toContain(slug);
    const lumen = rows.find((r) => r.slug === "lumen-analytics");
    const c = expected.find((e) => e.slug === "lumen-analytics")!;
    expect(lumen).toEqual({
      slug: c.slug,
      name: c.name,
      domain: c.domain,
      tagline: c.tagline,
      standing: standingLabelOf(c),
      last_scan: c.lastReading!.takenAt.toISOString(),
      last_witnessed_at: c.lastWitnessedAt!.toISOString(),
      industries: c.industries,
      hq_country: c.hqCountry,
      data_residency: c.dataResidency,
      deployment_models: c.deploymentModels,
      product_names: c.productNames,
      profile_updated_at: c.profileUpdatedAt.toISOString(),
    });
  });

  const cases: [string, string, (c: ExpectedCompany) => boolean][] = [
    ["free text", "&q=workflows", (c) => `${c.name} ${c.domain} ${c.tagline}`.toLowerCase().includes("workflows")],
    ["industry", "&industry=data%20infrastructure", (c) => c.industries.includes("Data Infrastructure")],
    ["HQ country (any case)", "&hq_country=us", (c) => c.hqCountry === "US"],
    ["data residency region", "&data_residency=APAC", (c) => c.dataResidency.includes("APAC")],
    ["deployment model", "&deployment_model=on-prem", (c) => c.deploymentModels.includes("on-prem")],
    ["product name", "&product=INSIGHTS", (c) => c.productNames.some((p) => p.toLowerCase().includes("insights"))],
    ["has a witnessed reading", "&has_witnessed_reading=true", (c) => c.lastWitnessedAt !== null],
    ["has no witnessed reading", "&has_witnessed_reading=false", (c) => c.lastWitnessedAt === null],
    [
      "several at once",
      "&data_residency=EU&deployment_model=self-hosted&has_witnessed_reading=true",
      (c) => c.dataResidency.includes("EU") && c.deploymentModels.includes("self-hosted") && c.lastWitnessedAt !== null,
    ],
  ];

  it.each(cases)("filters by %s", async (_name, query, keep) => {
    const want = expected.filter(keep);
    expect(want.length).toBeGreaterThan(0);
    expect(want.length).toBeLessThan(expected.length);
    const { slugs, totals } = await walk(query);
    expect(slugs).toEqual(slugsOf(want));
    expect(totals.every((t) => t === want.length)).toBe(true);
  });

  it("filters by profile changes since a date or a date-time", async () => {
    const times = expected.map((c) => c.profileUpdatedAt.getTime()).sort((a, b) => a - b);
    const since = new Date(times[Math.floor(times.length / 2)]);
    const { slugs } = await walk(`&changed_since=${encodeURIComponent(since.toISOString())}`);
    expect(slugs).toEqual(slugsOf(expected.filter((c) => c.profileUpdatedAt >= since)));
    const day = since.toISOString().slice(0, 10);
    const byDay = await walk(`&changed_since=${day}`);
    expect(byDay.slugs).toEqual(slugsOf(expected.filter((c) => c.profileUpdatedAt >= new Date(`${day}T00:00:00Z`))));
    const offset = await walk(`&changed_since=${encodeURIComponent(day + "T02:00:00+02:00")}`);
    expect(offset.slugs).toEqual(byDay.slugs);
  });

  it("answers an industry nobody has with an empty last page", async () => {
    const res = await app.web.get(`${SEARCH}?industry=basket%20weaving`);
    expect(res.body).toEqual({ results: [], total: 0, next_cursor: null });
    expect(res.headers.get("cache-control")).toBe("public, max-age=60, s-maxage=60, stale-while-revalidate=300");
  });
});

describe("validation", () => {
  it.each([
    ["hq_country", "NLD"],
    ["hq_country", "1"],
    ["data_residency", "MARS"],
    ["deployment_model", "mainframe"],
    ["has_witnessed_reading", "yes"],
    ["changed_since", "yesterday"],
    ["changed_since", "2026-02-30"],
    ["product", ""],
    ["industry", "x".repeat(101)],
    ["limit", "500"],
  ])("refuses %s=%j with a 400 naming it", async (name, value) => {
    const res = await app.web.get(`${SEARCH}?${name}=${encodeURIComponent(value)}`, { accept: "application/problem+json" });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: "invalid_request", errors: [{ in: "query", name }] });
    expect(res.body.detail).toContain(name);
  });

  it("refuses a directory cursor, naming the list it belongs to", async () => {
    const page = await app.web.get("/api/mobile/directory/search?limit=2");
    const res = await app.web.get(`${SEARCH}?cursor=${encodeURIComponent(page.body.next_cursor)}`);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: "invalid_cursor", reason: "wrong_list" });
  });
});
