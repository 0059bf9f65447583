// Pages follow the edge-cache table of spec Part 8: a published profile page 120 s, legal documents one
// hour, the directory 60 s; pages about nothing (404, 503) and signed-in pages are never cached.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type TestApp } from "@/tests/helpers/app";

let app: TestApp;
beforeAll(async () => {
  app = await startApp();
});
afterAll(async () => {
  await app?.stop();
});

describe("page cache headers", () => {
  it.each([
    ["/network/company/lumen-analytics", "public, max-age=120, s-maxage=120"],
    ["/legal", "public, max-age=3600, s-maxage=3600, stale-while-revalidate=86400"],
    ["/legal/terms", "public, max-age=3600, s-maxage=3600, stale-while-revalidate=86400"],
    ["/network", "public, max-age=60, s-maxage=60, stale-while-revalidate=300"],
    ["/methodology", "public, max-age=300, s-maxage=300"],
  ])("%s answers 200 with %s", async (path, expected) => {
    const res = await app.web.get(path);
    expect(res.status, path).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    expect(res.headers.get("cache-control")).toBe(expected);
  });

  it("an unpublished company's page is 404, noindex and not cached", async () => {
    const res = await app.web.get("/network/company/no-such-company-anywhere");
    expect(res.status).toBe(404);
    expect(res.text).toMatch(/<meta name="robots" content="noindex/);
    expect(res.headers.get("cache-control")).not.toMatch(/public|s-maxage/);
  });

  it("signed-in and sign-in pages stay private", async () => {
    for (const path of ["/sign-in", "/sign-up", "/account/security"]) {
      const res = await app.web.get(path);
      expect(res.headers.get("cache-control"), path).not.toMatch(/public|s-maxage/);
    }
  });
});
