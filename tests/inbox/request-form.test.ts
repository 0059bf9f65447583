// The company page's request form (issue 30) over HTTP on the web host: a buyer, signed out and without
// JavaScript, asks a published company for a document from /network/company/{slug}/request; the request
// reaches the company's inbox as the API host's write does, and each refusal goes back to the form page or
// answers its registry code.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type TestApp } from "@/tests/helpers/app";
import { confirmedAccount, type Account } from "@/tests/auth/support";
import { publishedCompany } from "@/tests/team/support";

let app: TestApp;
let owner: Account;
const RUN = `${process.pid}-${Date.now().toString(36)}`;
const SLUG = `form-co-${RUN}`;
const path = (slug = SLUG) => `/api/network/company/${slug}/request-access`;
const FORM = { "content-type": "application/x-www-form-urlencoded" };
const form = (body: Record<string, string>, headers: Record<string, string> = {}, slug = SLUG) =>
  app.web.request("POST", path(slug), { rawBody: new URLSearchParams(body).toString(), headers: { ...FORM, ...headers } });
const BUYER = { name: "Jo Buyer", email: `form-buyer-${RUN}@buyer.example`, document: "SOC 2 Type II report" };

beforeAll(async () => {
  app = await startApp();
  owner = await confirmedAccount(app, "form-owner", "Form Co");
  await publishedCompany(app, SLUG, (await app.db.workspace.findUniqueOrThrow({ where: { slug: owner.workspace.slug } })).id);
});
afterAll(async () => {
  await app?.stop();
});

describe("the request page", () => {
  it("a published company's page has the form and the profile links to it", async () => {
    const page = await app.web.get(`/network/company/${SLUG}/request`);
    expect(page.status).toBe(200);
    expect(page.text).toContain(`action="/api/network/company/${SLUG}/request-access"`);
    for (const name of ["name", "email", "company", "document", "reason"]) expect(page.text).toContain(`name="${name}"`);
    const profile = await app.web.get(`/network/company/${SLUG}`);
    expect(profile.text).toContain(`href="/network/company/${SLUG}/request"`);
    const md = await app.web.get(`/network/company/${SLUG}.md`);
    expect(md.text).toContain(`/network/company/${SLUG}/request`);
  });

  it("an unclaimed or private company has no form: 404", async () => {
    for (const slug of ["harbor-labs", "quietline", "no-such-company"]) {
      const page = await app.web.get(`/network/company/${slug}/request`);
      expect(page.status, slug).toBe(404);
      expect(page.text).not.toContain("request-access");
    }
  });
});

describe("posting the form", () => {
  it("without JavaScript: 303 back to the page with a notice; the request is in the inbox, the address only for admins", async () => {
    const res = await form({ ...BUYER, company: "Buyer Ltd", reason: "" });
    expect(res.status, res.text).toBe(303);
    const to = new URL(res.headers.get("location")!, app.baseUrl);
    expect(to.pathname).toBe(`/network/company/${SLUG}/request`);
    expect(to.searchParams.get("notice")).toMatch(/sent to form-co-.* Ltd/);
    const inbox = await app.web.get("/api/workspace/requests", { cookie: owner.cookie });
    expect(inbox.body.items).toEqual([
      expect.objectContaining({
        kind: "access_request",
        document: BUYER.document,
        name: BUYER.name,
        buyer_company: "Buyer Ltd",
        email: BUYER.email,
        state: "new",
      }),
    ]);
  });

  it("as JSON: 201 with the same answer as the API host's write", async () => {
    const res = await app.web.post(path(), { ...BUYER, document: "ISO 27001 certificate" });
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({ status: "received", slug: SLUG, id: expect.any(String), created_at: expect.any(Number) });
  });

  it("a missing field goes back to the form naming it", async () => {
    const res = await form({ name: BUYER.name, email: BUYER.email });
    expect(res.status).toBe(303);
    const to = new URL(res.headers.get("location")!, app.baseUrl);
    expect(to.pathname).toBe(`/network/company/${SLUG}/request`);
    expect(to.searchParams.get("error")).toMatch(/document/);
  });

  it("invalid_request as JSON names the field", async () => {
    const res = await app.web.post(path(), { ...BUYER, email: "not-an-address" });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe("invalid_request");
    expect(res.body.errors).toEqual([expect.objectContaining({ in: "body", name: "email" })]);
  });

  it("an unclaimed or private company is 404, and the form goes back to its page", async () => {
    for (const slug of ["harbor-labs", "quietline"]) {
      const res = await app.web.post(path(slug), BUYER);
      expect([res.status, res.body.error]).toEqual([404, "not_found"]);
    }
    const back = await form(BUYER, {}, "quietline");
    expect(back.status).toBe(303);
    expect(new URL(back.headers.get("location")!, app.baseUrl).pathname).toBe("/network/company/quietline/request");
  });

  it("another site's form is 403 forbidden", async () => {
    const res = await app.web.request("POST", path(), {
      body: BUYER,
      headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
    });
    expect([res.status, res.body.error]).toEqual([403, "forbidden"]);
  });

  it("bad JSON, another media type and an oversized body are refused with their codes", async () => {
    const bad = await app.web.request("POST", path(), { rawBody: "{", headers: { "content-type": "application/json" } });
    expect([bad.status, bad.body.error]).toEqual([400, "bad_json"]);
    const media = await app.web.request("POST", path(), { rawBody: "x", headers: { "content-type": "text/plain" } });
    expect([media.status, media.body.error]).toEqual([415, "unsupported_media_type"]);
    const big = await app.web.post(path(), { ...BUYER, reason: "x".repeat(200_000) });
    expect([big.status, big.body.error]).toEqual([413, "payload_too_large"]);
  });
});
