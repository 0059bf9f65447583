// Featured, vendor and suggest on the web host.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withTableOffline } from "@/tests/helpers/store-failure";
import { startApp, type TestApp } from "@/tests/helpers/app";
import { expectedDirectory, standingLabelOf, unlistedSlugs, type ExpectedCompany } from "@/tests/directory/expected";

let app: TestApp;
let expected: ExpectedCompany[];

beforeAll(async () => {
  app = await startApp();
  expected = await expectedDirectory(app.db);
});
afterAll(async () => {
  await app?.stop();
});

describe("GET /api/mobile/directory/featured", () => {
  it("lists twelve listed companies, those with a witnessed record first, with the featured cache policy", async () => {
    const res = await app.web.get("/api/mobile/directory/featured");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=120, s-maxage=120");
    expect(res.body.results.map((r: any) => r.slug)).toEqual(expected.slice(0, 12).map((c) => c.slug));
    for (const row of res.body.results) expect(row.standing).not.toBe("Not yet witnessed");
  });

  it("puts companies never witnessed after every witnessed one", async () => {
    // Withdraw all but two witnessed companies: featured must then show those two before the rest.
    const keep = expected.filter((c) => c.lastWitnessedAt).slice(-2);
    const unwitnessed = expected.filter((c) => !c.lastWitnessedAt);
    await app.db.company.updateMany({
      where: { id: { in: expected.filter((c) => c.lastWitnessedAt && !keep.includes(c)).map((c) => c.id) } },
      data: { listed: false },
    });
    try {
      const res = await app.web.get("/api/mobile/directory/featured");
      expect(res.body.results.map((r: any) => r.slug)).toEqual([...keep, ...unwitnessed].map((c) => c.slug));
      expect(res.body.results.map((r: any) => r.standing)).toEqual([...keep, ...unwitnessed].map(standingLabelOf));
    } finally {
      await app.db.company.updateMany({ where: { id: { in: expected.map((c) => c.id) } }, data: { listed: true } });
    }
  });
});

describe("GET /api/mobile/directory/vendor/{slug}", () => {
  it("reads a listed company by slug", async () => {
    const res = await app.web.get("/api/mobile/directory/vendor/lumen-analytics");
    const lumen = expected.find((c) => c.slug === "lumen-analytics")!;
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      slug: "lumen-analytics",
      name: "Lumen Analytics",
      domain: "lumen-analytics.example",
      standing: "Witnessed",
      tagline: lumen.tagline,
      last_scan: lumen.lastReading!.takenAt.toISOString(),
    });
    expect(res.headers.get("cache-control")).toBe("public, max-age=120, s-maxage=120");
  });

  it("resolves d--<domain> (any case) to the company's record", async () => {
    for (const slug of ["d--lumen-analytics.example", "D--Lumen-Analytics.EXAMPLE"]) {
      const res = await app.web.get(`/api/mobile/directory/vendor/${slug}`);
      expect(res.status, slug).toBe(200);
      expect(res.body).toMatchObject({ slug: "lumen-analytics", name: "Lumen Analytics", standing: "Witnessed" });
    }
    const brightpath = await app.web.get("/api/mobile/directory/vendor/d--brightpath-hr.example");
    expect(brightpath.body).toMatchObject({ slug: "brightpath-hr", standing: "No observation on last reading" });
    const never = await app.web.get("/api/mobile/directory/vendor/juniper-audit");
    expect(never.body).toMatchObject({ standing: "Not yet witnessed", last_scan: null });
  });

  it("answers 404 not_found for unlisted and unknown companies, by slug or domain", async () => {
    const hidden = await unlistedSlugs(app.db);
    for (const slug of [...hidden, "no-such-company", "d--quietline.example", "d--harbor-labs.example", "d--nowhere.example"]) {
      const res = await app.web.get(`/api/mobile/directory/vendor/${slug}`);
      expect(res.status, slug).toBe(404);
      expect(res.body.error).toBe("not_found");
      expect(res.headers.get("cache-control")).toBe("no-store");
    }
  });

  it("refuses a malformed slug with a 400 naming slug", async () => {
    for (const slug of ["-lumen", "lumen-", "a".repeat(101), "lu_men"]) {
      const res = await app.web.get(`/api/mobile/directory/vendor/${slug}`, { accept: "application/problem+json" });
      expect(res.status, slug).toBe(400);
      expect(res.body).toMatchObject({ code: "invalid_request", errors: [{ in: "path", name: "slug" }] });
    }
  });
});

describe("GET /api/network/suggest", () => {
  it("puts prefix matches on name and domain first, at most ten, with the suggest cache policy", async () => {
    const res = await app.web.get("/api/network/suggest?q=A");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=60, s-maxage=60, stale-while-revalidate=300");
    const results = res.body.results as any[];
    const matches = expected.filter((c) => c.name.toLowerCase().includes("a") || (c.domain ?? "").includes("a"));
    expect(matches.length).toBeGreaterThan(10);
    expect(results).toHaveLength(10);
    const isPrefix = (r: any) => r.name.toLowerCase().startsWith("a") || r.domain.startsWith("a");
    const prefixed = matches.filter((c) => c.name.toLowerCase().startsWith("a") || (c.domain ?? "").startsWith("a"));
    expect(prefixed.length).toBeGreaterThan(0);
    expect(results.slice(0, prefixed.length).every(isPrefix)).toBe(true);
    expect(results.slice(prefixed.length).some(isPrefix)).toBe(false);
    const byName = (a: any, b: any) => (a.name.toLowerCase() < b.name.toLowerCase() ? -1 : 1);
    expect(results.slice(0, prefixed.length)).toEqual([...results.slice(0, prefixed.length)].sort(byName));
    expect(results.slice(prefixed.length)).toEqual([...results.slice(prefixed.length)].sort(byName));
  });

  it("matches domains and reports whether the last reading witnessed the company", async () => {
    const lumen = await app.web.get("/api/network/suggest?q=lumen-ana");
    expect(lumen.body.results).toEqual([
      { name: "Lumen Analytics", domain: "lumen-analytics.example", slug: "lumen-analytics", witnessed: true },
    ]);
    const bright = await app.web.get("/api/network/suggest?q=BRIGHTPATH");
    expect(bright.body.results).toEqual([
      { name: "BrightPath HR", domain: "brightpath-hr.example", slug: "brightpath-hr", witnessed: false },
    ]);
    const juniper = await app.web.get("/api/network/suggest?q=juniper");
    expect(juniper.body.results[0]).toMatchObject({ slug: "juniper-audit", witnessed: false });
  });

  it("suggests no unlisted company and does not match taglines", async () => {
    for (const q of ["quietline", "harbor", "driftwood", "kestrel", "pebble"]) {
      expect((await app.web.get(`/api/network/suggest?q=${q}`)).body.results, q).toEqual([]);
    }
    expect((await app.web.get("/api/network/suggest?q=clinical")).body.results).toEqual([]);
  });

  it("refuses a missing, empty or overlong q with a 400 naming q", async () => {
    const missing = await app.web.get("/api/network/suggest");
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ error: "missing_parameter", errors: [{ in: "query", name: "q" }] });
    for (const q of ["", "%20%20", "x".repeat(101)]) {
      const res = await app.web.get(`/api/network/suggest?q=${q}`);
      expect(res.status, q).toBe(400);
      expect(res.body).toMatchObject({ error: "invalid_request", errors: [{ in: "query", name: "q" }] });
    }
  });
});

describe("a failed read", () => {
  it("is a 500 internal_error quoting the request id, never a stack trace, on every directory route", async () => {
    // This file's own database copy: take the table away, then put it back.
    await withTableOffline(app.db, "Company", async () => {
      for (const path of [
        "/api/mobile/directory/search",
        "/api/mobile/directory/featured",
        "/api/mobile/directory/vendor/lumen-analytics",
        "/api/network/suggest?q=lumen",
        "/api/network/search",
      ]) {
        const res = await app.web.get(path, { "x-request-id": "directory-failure-0123456789" });
        expect(res.status, path).toBe(500);
        expect(res.body).toMatchObject({ error: "internal_error" });
        expect(res.body.message).toContain("directory-failure-0123456789");
        expect(res.text).not.toMatch(/at .*\.(ts|js):\d+/);
        expect(res.headers.get("cache-control")).toBe("no-store");
      }
    });
    expect((await app.web.get("/api/mobile/directory/featured")).status).toBe(200);
  });
});
