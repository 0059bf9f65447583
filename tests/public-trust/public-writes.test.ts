// Subscribe (double opt-in) and its confirmation, request-access and marketplace intent.
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type TestApp } from "@/tests/helpers/app";

let app: TestApp;
beforeAll(async () => {
  app = await startApp();
});
afterAll(async () => {
  await app?.stop();
});

// Mail allowances are counted in Redis when REDIS_URL is set, across runs: every run uses its own addresses.
const RUN = Date.now().toString(36);
const addr = (name: string) => `${name}-${RUN}@example.org`;
const sha256 = (s: string) => createHash("sha256").update(s).digest("hex");
async function lastMail(to: string) {
  return app.db.outboundMail.findFirstOrThrow({ where: { to }, orderBy: { createdAt: "desc" } });
}
function confirmPath(mailText: string): { path: string; token: string } {
  const url = new URL(mailText.match(/https?:\/\/\S+\/subscribe\/confirm\?token=\S+/)![0]);
  return { path: url.pathname + url.search, token: url.searchParams.get("token")! };
}
/** The confirmation page's button: a POST of the token to the link's path. */
function confirm(link: { path: string; token: string }) {
  return app.api.post(link.path.split("?")[0]!, { token: link.token });
}

describe("subscribe", () => {
  it("mails a confirmation link, stores only the token's hash, and activates on confirmation", async () => {
    const res = await app.api.post("/public/trust/kestrel/subscribe", { email: addr("Reader").replace("@example.org", "@Example.org") });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ status: "confirmation_sent", message: expect.any(String) });
    const mail = await lastMail(addr("reader"));
    const link = confirmPath(mail.text);
    const { token } = link;
    expect(new URL(mail.text.match(/https?:\/\/\S+/)![0]).origin).toBe(app.apiUrl);
    const sub = await app.db.subscription.findUniqueOrThrow({
      where: { companyId_email: { companyId: "kestrel-security", email: addr("reader") } },
    });
    expect(sub.confirmedAt).toBeNull();
    expect(sub.confirmTokenHash).toBe(sha256(token));
    expect(JSON.stringify(sub)).not.toContain(token);

    // Opening the link (as a mail scanner does) shows a page and confirms nothing.
    const page = await app.api.get(link.path);
    expect([page.status, page.headers.get("content-type")]).toEqual([200, "text/html; charset=utf-8"]);
    expect(page.text).toContain('<form method="post"');
    expect((await app.db.subscription.findUniqueOrThrow({ where: { id: sub.id } })).confirmedAt).toBeNull();
    const confirmed = await confirm(link);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ status: "confirmed", slug: "kestrel-security" });
    const after = await app.db.subscription.findUniqueOrThrow({ where: { id: sub.id } });
    expect(after.confirmedAt).not.toBeNull();
    // Confirming again changes nothing.
    expect((await confirm(link)).status).toBe(200);
    expect((await app.db.subscription.findUniqueOrThrow({ where: { id: sub.id } })).confirmedAt).toEqual(after.confirmedAt);
  });

  it("answers identically whether or not the address is already subscribed", async () => {
    const fresh = await app.api.post("/public/trust/ledgerline/subscribe", { email: addr("new-reader") });
    await app.api.post("/public/trust/ledgerline/subscribe", { email: addr("known") });
    await confirm(confirmPath((await lastMail(addr("known"))).text));
    const known = await app.api.post("/public/trust/ledgerline/subscribe", { email: addr("known") });
    expect(known.status).toBe(fresh.status);
    expect(known.text).toBe(fresh.text);
    expect((await lastMail(addr("known"))).subject).toMatch(/already follow/);
    expect(await app.db.subscription.count({ where: { email: addr("known") } })).toBe(1);
  });

  it("replaces the token on a repeated request, so only the latest link confirms", async () => {
    await app.api.post("/public/trust/kestrel/subscribe", { email: addr("twice") });
    const first = confirmPath((await lastMail(addr("twice"))).text);
    await app.api.post("/public/trust/kestrel/subscribe", { email: addr("twice") });
    const second = confirmPath((await lastMail(addr("twice"))).text);
    expect(second.token).not.toBe(first.token);
    const old = await confirm(first);
    expect(old.status).toBe(400);
    expect(old.body).toMatchObject({ error: "bad_request", errors: [{ in: "body", name: "token" }] });
    expect((await confirm(second)).status).toBe(200);
  });

  it("sends at most three mails an hour to one address for one profile, with the same answer throughout", async () => {
    const email = `flood-${Date.now()}@example.org`;
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await app.api.post("/public/trust/kestrel/subscribe", { email }));
    expect(new Set(answers.map((a) => `${a.status} ${a.text}`)).size).toBe(1);
    expect(await app.db.outboundMail.count({ where: { to: email } })).toBe(3);
  });

  it("does not confirm with a token of another company's subscription", async () => {
    await app.api.post("/public/trust/kestrel/subscribe", { email: addr("cross") });
    const { token } = confirmPath((await lastMail(addr("cross"))).text);
    const res = await app.api.post("/public/trust/ledgerline/subscribe/confirm", { token });
    expect(res.status).toBe(400);
    const sub = await app.db.subscription.findFirstOrThrow({ where: { email: addr("cross") } });
    expect(sub.confirmedAt).toBeNull();
  });

  it("refuses a bad address, a missing token and an unpublished profile", async () => {
    const bad = await app.api.post("/public/trust/kestrel/subscribe", { email: "not-an-address" });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ error: "bad_request", errors: [{ in: "body", name: "email" }] });
    const missing = await app.api.post("/public/trust/kestrel/subscribe", {});
    expect(missing.status).toBe(400);
    expect(missing.body.message).toContain("email");
    const noToken = await app.api.get("/public/trust/kestrel/subscribe/confirm");
    expect(noToken.status).toBe(400);
    expect(noToken.body.message).toContain("token");
    const quiet = await app.api.post("/public/trust/quietline/subscribe", { email: addr("a") });
    expect(quiet.status).toBe(404);
    expect(quiet.body).toMatchObject({ status: "private" });
    expect(await app.db.subscription.count({ where: { companyId: "quietline" } })).toBe(0);
  });
});

describe("request-access", () => {
  const body = {
    name: "Ada Buyer",
    email: "ada@buyer.example",
    company: "Buyer Ltd",
    document: "Penetration test summary",
    reason: "Vendor review",
  };

  it("stores the request for the company's workspace", async () => {
    const res = await app.api.post("/public/trust/kestrel/request-access", body);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.any(String), status: "received", slug: "kestrel-security", created_at: expect.any(Number) });
    const row = await app.db.accessRequest.findUniqueOrThrow({ where: { id: res.body.id } });
    expect(row).toMatchObject({
      companyId: "kestrel-security",
      workspaceId: "ws_kestrel-security",
      name: "Ada Buyer",
      document: "Penetration test summary",
      company: "Buyer Ltd",
    });
    expect(row.createdAt.getTime()).toBe(res.body.created_at);
  });

  it("names the field at fault and bounds every size", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...body, document: undefined }, "document"],
      [{ ...body, name: "" }, "name"],
      [{ ...body, email: "nope" }, "email"],
      [{ ...body, reason: "x".repeat(2001) }, "reason"],
      [{ ...body, document: "d".repeat(201) }, "document"],
      [{ ...body, extra: 1 }, "extra"],
    ];
    const before = await app.db.accessRequest.count();
    for (const [payload, field] of cases) {
      const res = await app.api.post("/public/trust/kestrel/request-access", payload);
      expect(res.status, field).toBe(400);
      expect(res.body.error, field).toBe("bad_request");
      expect(res.body.errors[0].name, field).toBe(field);
    }
    const huge = await app.api.post("/public/trust/kestrel/request-access", { ...body, reason: "x".repeat(9000) });
    expect(huge.status).toBe(413);
    const notJson = await app.api.request("POST", "/public/trust/kestrel/request-access", {
      headers: { "content-type": "application/json" },
      rawBody: "{nope",
    });
    expect(notJson.body.error).toBe("bad_json");
    const form = await app.api.request("POST", "/public/trust/kestrel/request-access", {
      headers: { "content-type": "text/plain" },
      rawBody: "name=x",
    });
    expect(form.status).toBe(415);
    expect(await app.db.accessRequest.count()).toBe(before);
  });

  it("answers an unclaimed company with the read's 404 and stores nothing", async () => {
    const res = await app.api.post("/public/trust/harbor-labs/request-access", body);
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ status: "unclaimed" });
    expect(await app.db.accessRequest.count({ where: { companyId: "harbor-labs" } })).toBe(0);
  });
});

describe("marketplace intent", () => {
  it("becomes a Lead of the target company's workspace", async () => {
    const res = await app.api.post("/public/marketplace/intent", {
      target_company: "kestrel-security.example",
      buyer_email: "Cto@Acme.example",
      buyer_company: "Acme",
      message: "Evaluating for next quarter",
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: "received", target_company: "kestrel-security" });
    const lead = await app.db.lead.findUniqueOrThrow({ where: { id: res.body.id } });
    expect(lead).toMatchObject({
      workspaceId: "ws_kestrel-security",
      companyId: "kestrel-security",
      buyerEmail: "cto@acme.example",
      buyerCompany: "Acme",
      message: "Evaluating for next quarter",
    });
  });

  it("reaches a Network company's workspace too", async () => {
    const res = await app.api.post("/public/marketplace/intent", { target_company: "lumen-analytics", buyer_email: "b@buyer.example" });
    expect(res.status).toBe(201);
    expect((await app.db.lead.findUniqueOrThrow({ where: { id: res.body.id } })).workspaceId).toBe("ws_lumen-analytics");
  });

  it("refuses unknown, unclaimed and private targets alike with 400 naming target_company", async () => {
    const answers = [];
    for (const target of ["no-such-co", "harbor-labs", "quietline"]) {
      const res = await app.api.post("/public/marketplace/intent", { target_company: target, buyer_email: "b@buyer.example" });
      expect(res.status, target).toBe(400);
      expect(res.body.errors, target).toEqual([{ in: "body", name: "target_company", message: expect.any(String) }]);
      answers.push(res.body.message);
    }
    expect(new Set(answers).size).toBe(1);
  });

  it("validates the payload", async () => {
    for (const [payload, field] of [
      [{ buyer_email: "b@buyer.example" }, "target_company"],
      [{ target_company: "Bad_Slug", buyer_email: "b@buyer.example" }, "target_company"],
      [{ target_company: "kestrel" }, "buyer_email"],
      [{ target_company: "kestrel", buyer_email: "b@buyer.example", message: "m".repeat(2001) }, "message"],
    ] as const) {
      const res = await app.api.post("/public/marketplace/intent", payload);
      expect(res.status, field).toBe(400);
      expect(res.body.errors[0].name, field).toBe(field);
    }
  });
});
