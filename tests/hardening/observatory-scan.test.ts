// The checks the MDN HTTP Observatory makes (its v2 test list), asserted on both hosts of a served
// instance: Content-Security-Policy, cookies, CORS, Referrer-Policy, Subresource Integrity,
// X-Content-Type-Options and X-Frame-Options. The two checks that need https (the http-to-https
// redirection and Strict-Transport-Security) are the deployment's TLS front's; HSTS is asserted for an
// https base URL in hsts.test.ts.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { confirmedAccount } from "@/tests/auth/support";
import { startApp, type TestApp } from "@/tests/helpers/app";
import type { HttpClient } from "@/tests/helpers/client";

let app: TestApp;
beforeAll(async () => {
  app = await startApp();
});
afterAll(async () => {
  await app?.stop();
});

// What the Observatory scans (the front page), and the kinds of answer each host gives.
const WEB = [
  "/",
  "/network/company/lumen-analytics",
  "/sign-in",
  "/api/network/profile?q=lumen-analytics",
  "/openapi.json",
  "/no-such-page",
];
const API = ["/", "/public/keys", "/public/trust/kestrel-security", "/v1/workspace", "/no-such-path"];
const PRIVATE_REFERRER = new Set(["no-referrer", "same-origin", "strict-origin", "strict-origin-when-cross-origin"]);

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(";")
      .map((d) => d.trim().toLowerCase().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name, values]),
  );
}

/** The Observatory's content-security-policy test: a policy that blocks inline and foreign script, and plugins. */
function observatoryCsp(header: string | null, where: string): void {
  expect(header ?? "", `${where}: Content-Security-Policy header (not a meta tag)`).not.toBe("");
  const csp = directives(header!);
  const scripts = csp.get("script-src") ?? csp.get("default-src") ?? [];
  expect(scripts.length, `${where}: script-src or default-src`).toBeGreaterThan(0);
  expect(scripts, where).not.toContain("'unsafe-inline'");
  expect(scripts, where).not.toContain("'unsafe-eval'");
  for (const source of ["*", "http:", "https:", "data:"]) expect(scripts, `${where}: script source ${source}`).not.toContain(source);
  const objects = csp.get("object-src") ?? csp.get("default-src");
  expect(objects, `${where}: plugins`).toEqual(["'none'"]);
  const defaults = csp.get("default-src");
  expect(["'none'", "'self'"], `${where}: default-src`).toContain(defaults?.[0]);
  expect(defaults?.length, `${where}: default-src is one source`).toBe(1);
  expect(csp.get("frame-ancestors"), `${where}: frame-ancestors`).toEqual(["'none'"]);
}

async function scan(client: HttpClient, path: string, where: string) {
  const res = await client.get(path, { origin: "https://elsewhere.example" });
  expect(res.status, where).toBeLessThan(500);
  observatoryCsp(res.headers.get("content-security-policy"), where);
  expect(res.headers.get("x-content-type-options"), `${where}: X-Content-Type-Options`).toBe("nosniff");
  expect(["DENY", "SAMEORIGIN"], `${where}: X-Frame-Options`).toContain(res.headers.get("x-frame-options"));
  expect(
    PRIVATE_REFERRER.has(res.headers.get("referrer-policy") ?? ""),
    `${where}: Referrer-Policy ${res.headers.get("referrer-policy")}`,
  ).toBe(true);
  // cross-origin-resource-sharing: never credentials, never a reflected foreign origin.
  expect(res.headers.get("access-control-allow-credentials"), where).toBeNull();
  expect(res.headers.get("access-control-allow-origin") ?? "*", where).toBe("*");
  return res;
}

describe("Observatory checks, web host", () => {
  it.each(WEB)("%s", async (path) => {
    const res = await scan(app.web, path, `web ${path}`);
    if (/^text\/html/.test(res.headers.get("content-type") ?? "")) {
      // subresource-integrity: every script is the site's own (a foreign one would need integrity=).
      for (const [, src] of res.text.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)) {
        const url = new URL(src, app.baseUrl);
        expect(url.origin, `script ${src}`).toBe(new URL(app.baseUrl).origin);
      }
      expect(res.text, "no CSP in a meta tag").not.toMatch(/<meta[^>]+http-equiv="content-security-policy"/i);
    }
  });

  it("cookies: the session cookie is HttpOnly and SameSite (Secure is added on an https base URL)", async () => {
    const acct = await confirmedAccount(app, "observatory");
    const res = await app.web.post("/api/auth/sign-in", { email: acct.email, password: "correct horse battery staple" });
    const cookies = res.headers.getSetCookie();
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) {
      expect(cookie).toMatch(/;\s*HttpOnly/i);
      expect(cookie).toMatch(/;\s*SameSite=(Lax|Strict)/i);
    }
  });

  it("the session routes answer no cross-origin request with CORS headers at all", async () => {
    const res = await app.web.get("/api/account", { origin: "https://elsewhere.example" });
    expect(res.headers.get("access-control-allow-origin")).toBeNull();
    expect(res.headers.get("access-control-allow-credentials")).toBeNull();
  });
});

describe("Observatory checks, API host", () => {
  it.each(API)("%s", async (path) => {
    await scan(app.api, path, `api ${path}`);
  });
});
