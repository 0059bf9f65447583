// The connected-sources page: linked from the workspace page, it lists the workspace's sources (never a
// token) and offers both connect forms and a disconnect button per source, working without JavaScript.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { installWorld } from "@/lib/platform/outbound/witness-network";
import { startLocalWorld, type LocalWorld } from "@/lib/witness/world/local-world";
import { confirmedAccount, type Account } from "@/tests/auth/support";
import { startApp, type TestApp } from "@/tests/helpers/app";

let app: TestApp;
let owner: Account;
let world: LocalWorld;
beforeAll(async () => {
  app = await startApp();
  // The evidence document's host, in the local HTTPS world (test CA), so the SSRF guard resolves it.
  world = await startLocalWorld([{ domain: "conn-page-docs.example", files: { "/evidence.json": "{}" } }]);
  installWorld(world.description);
  owner = await confirmedAccount(app, "conn-page", "Connect Page Co");
  await app.db.company.create({
    data: {
      id: "conn-page-co",
      slug: "conn-page-co",
      name: "Conn Page Co",
      sortName: "conn page co",
      domain: "conn-page.example",
      jurisdiction: "EU",
      publication: "published",
      isNetwork: true,
      listed: true,
      workspaceId: owner.workspace.id,
    },
  });
  await app.db.provider.create({
    data: {
      companyId: "conn-page-co",
      key: "evidence-docs",
      label: "Evidence document (docs)",
      status: "connected",
      connector: "evidence-document",
      config: { url: "https://conn-page.example/evidence.json" },
      lastChecks: { "evidence-docs:document": "passed" },
    },
  });
}, 120_000);
afterAll(async () => {
  installWorld(undefined);
  await app?.stop();
  await world?.close();
});

describe("the connected sources page", () => {
  it("is linked from the workspace page, lists the sources and offers the connect and disconnect forms", async () => {
    const home = await app.web.get("/workspace", { cookie: owner.cookie });
    expect(home.text).toContain('<a href="/workspace/connectors">Connected sources</a>');
    const page = await app.web.get("/workspace/connectors", { cookie: owner.cookie });
    expect(page.status).toBe(200);
    expect(page.text).toContain("Evidence document (docs)");
    expect(page.text).toContain("evidence-docs:document: passed");
    // Each connect form posts to the API with its connector kind; GitHub's asks for the token as a password field.
    const forms = page.text.match(/<form [^>]*action="\/api\/workspace\/connectors"[^>]*>.*?<\/form>/gs) ?? [];
    expect(forms).toHaveLength(2);
    expect(forms[0]).toContain('name="connector" value="github"');
    expect(forms[0]).toMatch(/<input id="gh-token" type="password"[^>]*name="token"/);
    expect(forms[1]).toContain('name="connector" value="evidence-document"');
    expect(forms[1]).toMatch(/<input id="ev-url" type="url"[^>]*name="url"/);
    expect(page.text).toMatch(/<option value="conn-page-co">Conn Page Co<\/option>/);
    const source = await app.db.provider.findFirstOrThrow({ where: { companyId: "conn-page-co" } });
    expect(page.text).toContain(`action="/api/workspace/connectors/${source.id}/disconnect"`);
  });

  it(
    "a form post connects and returns with a notice; a refused one " + "returns with the error and connects nothing; signed out, no page",
    async () => {
      const post = (fields: Record<string, string>) =>
        app.web.request("POST", "/api/workspace/connectors", {
          rawBody: new URLSearchParams(fields).toString(),
          headers: { "content-type": "application/x-www-form-urlencoded", cookie: owner.cookie },
        });
      const bad = await post({ connector: "github", company: "conn-page-co", org: "acme", repos: "", base_url: "", token: "" });
      expect(bad.status).toBe(303);
      expect(bad.headers.get("location")).toMatch(/\/workspace\/connectors\?error=/);
      expect(await app.db.provider.count({ where: { companyId: "conn-page-co" } })).toBe(1);
      const good = await post({
        connector: "evidence-document",
        company: "conn-page-co",
        url: "https://conn-page-docs.example/evidence.json",
      });
      expect(good.status).toBe(303);
      expect(good.headers.get("location")).toMatch(/\/workspace\/connectors\?notice=Connected/);
      const page = await app.web.get("/workspace/connectors", { cookie: owner.cookie });
      expect(page.text).toContain("Evidence document (conn-page-docs.example)");
      const signedOut = await app.web.get("/workspace/connectors");
      expect(signedOut.status).not.toBe(200);
    },
  );
});
