// The security headers themselves: every page has a Content-Security-Policy whose scripts run only by a
// per-request nonce (no 'unsafe-inline'), cannot be framed, and sends nosniff and a strict Referrer-Policy;
// the badge image stays embeddable; HSTS is sent when the public address is https.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type TestApp } from "@/tests/helpers/app";

let app: TestApp;
beforeAll(async () => {
  app = await startApp();
});
afterAll(async () => {
  await app?.stop();
});

const PAGES = [
  "/",
  "/network",
  "/network?q=analytics",
  "/network/company/lumen-analytics",
  "/compare?handles=lumen-analytics,kestrel-security",
  "/methodology",
  "/how-to-read",
  "/legal",
  "/legal/terms",
  "/sign-in",
  "/sign-up",
  "/no-such-page",
];

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name, values]),
  );
}

describe("pages", () => {
  it.each(PAGES)("%s: CSP with a nonce and no unsafe-inline script, not framable, nosniff, Referrer-Policy", async (path) => {
    const res = await app.web.get(path);
    expect(res.status, path).toBeLessThan(500);
    const csp = directives(res.headers.get("content-security-policy") ?? "");
    const scripts = csp.get("script-src") ?? [];
    expect(scripts).toContain("'strict-dynamic'");
    expect(scripts.find((s) => s.startsWith("'nonce-"))).toMatch(/^'nonce-[A-Za-z0-9+/=]{20,}'$/);
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
    expect(csp.get("default-src")).toEqual(["'self'"]);
    expect(csp.get("object-src")).toEqual(["'none'"]);
    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
    expect(res.headers.get("x-frame-options")).toBe("DENY");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("strict-transport-security")).toBeNull();
  });

  it("puts the request's nonce on every script a dynamic page carries, and a new nonce on every request", async () => {
    const nonces = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const res = await app.web.get("/network/company/lumen-analytics");
      const nonce = /'nonce-([^']+)'/.exec(res.headers.get("content-security-policy")!)![1];
      nonces.add(nonce);
      const tags = res.text.match(/<script\b[^>]*>/g) ?? [];
      expect(tags.length).toBeGreaterThan(0);
      for (const tag of tags) expect(tag).toContain(`nonce="${nonce}"`);
    }
    expect(nonces.size).toBe(3);
  });
});

describe("everything else", () => {
  it("JSON reads, scripts and contracts run nothing and frame nothing", async () => {
    for (const path of ["/api/network/profile?q=lumen-analytics", "/badge.js", "/openapi.json", "/api/no-such-thing"]) {
      const res = await app.web.get(path);
      expect(res.headers.get("content-security-policy"), path).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers.get("x-content-type-options"), path).toBe("nosniff");
    }
    const api = await app.api.get("/public/trust/kestrel-security");
    expect(api.headers.get("content-security-policy")).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(api.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  });

  it("the badge image stays embeddable: its own policy, no frame-ancestors, no X-Frame-Options", async () => {
    const res = await app.api.get("/public/trust/kestrel-security/badge.svg");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-security-policy")).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(res.headers.get("x-frame-options")).toBeNull();
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  });
});
