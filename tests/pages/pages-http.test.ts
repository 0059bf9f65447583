// The pages' non-HTML answers over HTTP on both hosts: Markdown twins and their negotiation, the
// internal twin segment, /llms.txt and /badge.js.
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type TestApp } from "@/tests/helpers/app";

let app: TestApp;
beforeAll(async () => {
  app = await startApp();
});
afterAll(() => app?.stop());

describe("Markdown twins", () => {
  it("serves /<page>.md as Markdown rendered from the page's content, with Vary: Accept", async () => {
    const res = await app.web.get("/methodology.md");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/markdown; charset=utf-8");
    expect(res.headers.get("vary")).toMatch(/\bAccept\b/);
    expect(res.headers.get("cache-control")).toBe("public, max-age=300, s-maxage=300");
    expect(res.text).toMatch(/^# Methodology\n/);
    expect(res.text).toContain("**Cadence:** every 1 hour (`PT1H`).");
    expect(res.text).toContain("**Gap tolerance:** 2 hours (`PT2H`)");
    expect(res.text).toContain(`${app.apiUrl}/public/keys`);
  });

  it("answers the twin at the page's own address when Accept prefers text/markdown, and HTML otherwise", async () => {
    const md = await app.web.get("/", { accept: "text/markdown" });
    expect(md.headers.get("content-type")).toBe("text/markdown; charset=utf-8");
    expect(md.text).toBe((await app.web.get("/index.md")).text);
    expect(md.text).toContain("### No profile is published");
    expect(md.text).toContain("### The read failed");
    expect(md.text).toContain("### No observation on the last reading");

    const browser = await app.web.get("/", { accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8" });
    expect(browser.headers.get("content-type")).toMatch(/^text\/html/);
    expect(browser.headers.get("vary")).toMatch(/\bAccept\b/);
    const lowerMarkdown = await app.web.get("/methodology", { accept: "text/html, text/markdown;q=0.5" });
    expect(lowerMarkdown.headers.get("content-type")).toMatch(/^text\/html/);
  });

  it("answers a Markdown 404 for an address with no page, in either form", async () => {
    for (const res of [await app.web.get("/no-such-page.md"), await app.web.get("/no-such-page", { accept: "text/markdown" })]) {
      expect(res.status).toBe(404);
      expect(res.headers.get("content-type")).toBe("text/markdown; charset=utf-8");
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(res.text).toContain("# Page not found");
      expect(res.text).toContain("`/no-such-page`");
    }
  });

  it("refuses the internal twin segment asked for directly, and never serves twins on the API host", async () => {
    const internal = await app.web.get("/md/methodology");
    expect(internal.status).toBe(404);
    expect(internal.body.error).toBe("not_found");
    const api = await app.api.get("/methodology.md");
    expect(api.status).toBe(404);
    expect(api.body.error).toBe("not_found");
  });

  it("leaves API reads alone when they are asked for with Accept: text/markdown", async () => {
    const res = await app.web.get("/api/problems", { accept: "text/markdown" });
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
  });
});

describe("/llms.txt", () => {
  it("describes the service, the boundary, the three kinds of nothing and both hosts' interfaces", async () => {
    const res = await app.web.get("/llms.txt");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(res.headers.get("access-control-allow-origin")).toBe("*");
    expect(res.text).toMatch(/^# Public Trust Network\n\n> /);
    for (const needle of [
      "never grades, rates, scores or ranks",
      '`{ "found": false }`',
      "503",
      "`witnessed.standing: null`",
      `${app.baseUrl}/openapi.json`,
      `${app.baseUrl}/openapi.yaml`,
      `${app.baseUrl}/interfaces.json`,
      `POST ${app.apiUrl}/public/mcp`,
      `POST ${app.apiUrl}/a2a/v1`,
      `${app.baseUrl}/api/network/changes`,
    ]) {
      expect(res.text).toContain(needle);
    }
  });
});

describe("/badge.js", () => {
  it("is a small, cacheable, cross-origin script that reads with credentials omitted", async () => {
    const res = await app.web.get("/badge.js");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("public, max-age=300, s-maxage=300");
    expect(res.headers.get("access-control-allow-origin")).toBe("*");
    expect(res.headers.get("cross-origin-resource-policy")).toBe("cross-origin");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(zlib.gzipSync(res.text, { level: 9 }).length).toBeLessThan(4096);
    expect(res.text).toContain('credentials: "omit"');
    expect(res.text).toContain("document.currentScript");
    // Nothing a strict CSP or Trusted Types would block.
    expect(res.text).not.toMatch(/innerHTML|eval\(|new Function|setAttribute\("style"|\.style\.|onclick/);
  });

  it("is not served on the API host", async () => {
    const res = await app.api.get("/badge.js");
    expect(res.status).toBe(404);
  });
});
