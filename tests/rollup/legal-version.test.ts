// GET /api/legal/{slug} and GET /api/version.
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sanitiseLegalHtml } from "@/lib/legal/read-legal-document";
import { stampFor } from "@/lib/version/build-stamp";
import { startApp, type TestApp } from "@/tests/helpers/app";

let app: TestApp;
beforeAll(async () => {
  app = await startApp({ BUILD_COMMIT: "c0ffee1234ab" });
});
afterAll(async () => {
  await app?.stop();
});

const SLUGS = [
  "terms",
  "privacy",
  "dpa",
  "subprocessors",
  "acceptable-use",
  "security",
  "cookies",
  "accessibility",
  "api-terms",
  "badge-terms",
  "responsible-disclosure",
  "data-retention",
  "law-enforcement",
  "copyright",
  "trademark",
  "ai-use",
  "corrections",
  "imprint",
  "modern-slavery",
  "disclaimer",
];

describe("GET /api/legal/{slug}", () => {
  it("serves the terms with sanitised HTML, cached one hour with a day of stale-while-revalidate", async () => {
    const res = await app.web.get("/api/legal/terms");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=3600, s-maxage=3600, stale-while-revalidate=86400");
    expect(res.body).toMatchObject({ slug: "terms", title: "Terms of Service", effective: "2026-08-22" });
    expect(res.body.html).toContain("<h1>Terms of Service</h1>");
    expect(res.body.html).toBe(sanitiseLegalHtml(res.body.html));
    expect(res.body.html).not.toMatch(/<script|<style|\son\w+=|javascript:/i);
  });

  it("serves twenty documents, each with a title, an effective date and HTML", async () => {
    expect(SLUGS).toHaveLength(20);
    for (const slug of SLUGS) {
      const res = await app.web.get(`/api/legal/${slug}`);
      expect(res.status, slug).toBe(200);
      expect(res.body.slug).toBe(slug);
      expect(res.body.effective).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(res.body.html).toContain(`<h1>${res.body.title}</h1>`);
    }
  });

  it("answers 404 for any other slug and 400 for a malformed one", async () => {
    const nope = await app.web.get("/api/legal/nope");
    expect(nope.status).toBe(404);
    expect(nope.body).toMatchObject({ error: "not_found" });
    expect(nope.headers.get("cache-control")).toBe("no-store");
    const bad = await app.web.get("/api/legal/Not_A_Slug");
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ error: "invalid_request", errors: [{ in: "path", name: "slug" }] });
  });

  it("strips scripts, event handlers and javascript: links from authored HTML", () => {
    const out = sanitiseLegalHtml(
      '<p onclick="x()">Hi<script>alert(1)</script> <a href="javascript:alert(1)">a</a> ' +
        '<a href="https://example.org">b</a></p><style>p{}</style><img src=x onerror=y>',
    );
    expect(out).toBe('<p>Hi <a rel="noopener">a</a> <a href="https://example.org" rel="noopener">b</a></p>');
  });
});

describe("GET /api/version", () => {
  it("stamps the build id and commit, never cached", async () => {
    const res = await app.web.get("/api/version");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const buildId = readFileSync(path.join(process.cwd(), ".next", "BUILD_ID"), "utf8").trim();
    const { version } = JSON.parse(readFileSync(path.join(process.cwd(), "package.json"), "utf8"));
    expect(res.body).toEqual({ stamp: `${buildId}+c0ffee1234ab`, version, changelog_url: `${app.baseUrl}/api/changelog` });
  });

  it("a development server says what it is instead of naming a build it is not running", () => {
    const parts = { buildId: "a-stale-build", version: "0.1.0", commit: "c0ffee1234ab" };
    expect(stampFor("development", parts)).toBe("development-0.1.0+c0ffee1234ab");
    expect(stampFor("production", parts)).toBe("a-stale-build+c0ffee1234ab");
  });
});

describe("GET /api/changelog", () => {
  it("lists contract changes with dates, newest first, and every breaking change of a launched contract 90 days ahead", async () => {
    const res = await app.web.get("/api/changelog");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ format: "svc.changelog/1", notice_days: 90 });
    const entries: { announced: string; effective: string; contract: string; breaking: boolean }[] = res.body.entries;
    expect(entries.map((e) => e.announced)).toEqual([...entries.map((e) => e.announced)].sort().reverse());
    expect(entries).toContainEqual(expect.objectContaining({ contract: "network-profile", breaking: true, effective: "2027-03-01" }));
    const DAY = 86_400_000;
    for (const e of entries.filter((x) => x.breaking && x.contract === "network-profile")) {
      expect((Date.parse(e.effective) - Date.parse(e.announced)) / DAY, e.effective).toBeGreaterThanOrEqual(90);
    }
  });

  it("is linked from both OpenAPI documents", async () => {
    const web = await app.web.get("/openapi.json");
    expect(web.body.externalDocs.url).toBe(`${app.baseUrl}/api/changelog`);
    const worker = await app.web.get("/openapi.yaml");
    expect(worker.text).toContain(`url: ${app.baseUrl}/api/changelog`);
  });
});
