// Account pages look like the rest of the site: the header links to sign-in, the site has an icon, and
// the page that shows a new API key once (the answer of a form post, not a Next page) loads the site's
// stylesheet from its stable address, which its Content-Security-Policy allows and nothing else.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { confirmedAccount } from "@/tests/auth/support";
import { startApp, type TestApp } from "@/tests/helpers/app";

let app: TestApp;
beforeAll(async () => {
  app = await startApp();
});
afterAll(async () => {
  await app?.stop();
});

describe("account pages and the site's look", () => {
  it("every page's header links to sign in; the site has an icon", async () => {
    for (const path of ["/", "/network", "/sign-up", "/legal"]) {
      expect((await app.web.get(path)).text, path).toMatch(/<nav aria-label="Main">.*<a href="\/sign-in">Sign in<\/a>/s);
    }
    const home = await app.web.get("/");
    expect(home.text).toMatch(/<link rel="icon" href="\/favicon\.ico/);
    const ico = await app.web.get("/favicon.ico");
    expect(ico.status).toBe(200);
    expect(ico.headers.get("content-type")).toBe("image/x-icon");
    const svg = await app.web.get("/icon.svg");
    expect(svg.status).toBe(200);
    expect(svg.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
  });

  it("the key shown once after a form post uses the site's stylesheet and header", async () => {
    const acct = await confirmedAccount(app, "look");
    const res = await app.web.request("POST", "/api/workspace/keys", {
      rawBody: new URLSearchParams({ name: "styled key", dpop_jkt: "" }).toString(),
      headers: { "content-type": "application/x-www-form-urlencoded", cookie: acct.cookie },
    });
    expect(res.status).toBe(201);
    expect(res.text).toContain('<link rel="stylesheet" href="/site.css">');
    expect(res.text).toContain('<header class="site-header">');
    expect(res.text).toMatch(/<input id="secret" class="secret" readonly value="tk_live_/);
    expect(res.headers.get("content-security-policy")).toBe(
      "default-src 'none'; style-src 'self'; img-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
    );
    const css = await app.web.get("/site.css");
    expect(css.status).toBe(200);
    expect(css.headers.get("content-type")).toBe("text/css; charset=utf-8");
    expect(css.text).toContain(".site-header {");
    expect(css.text).toContain(".secret {");
  });
});
