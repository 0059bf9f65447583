// The journey over HTTP on both hosts (issue 30): an owner invites a colleague, who signs up with that
// address, confirms, accepts and sees the inbox; a signed-out buyer requests a document from the company's
// profile; the colleague as member cannot answer (403); the owner promotes them to admin; they answer `share`
// with a link; the buyer's mail arrives in the development mailbox with the link; the owner removes the
// colleague, whose session in that workspace ends at once.
import { afterAll, beforeAll, expect, it } from "vitest";
import { startApp, type TestApp } from "@/tests/helpers/app";
import { confirmedAccount, cookieFrom, latestMailTo, PASSWORD, tokenInMail, uniqueEmail } from "@/tests/auth/support";
import { invitationToken, publishedCompany } from "@/tests/team/support";

let app: TestApp;
beforeAll(async () => {
  app = await startApp();
});
afterAll(async () => {
  await app?.stop();
});

it("invite, join, request, refuse, promote, answer, mail, remove", async () => {
  const owner = await confirmedAccount(app, "journey-owner", "Journey Co");
  const slug = `journey-${process.pid}-${Date.now().toString(36)}`;
  await publishedCompany(app, slug, (await app.db.workspace.findUniqueOrThrow({ where: { slug: owner.workspace.slug } })).id);

  const colleagueEmail = uniqueEmail("journey-colleague");
  expect((await app.web.post("/api/workspace/invitations", { email: colleagueEmail }, { cookie: owner.cookie })).status).toBe(201);
  const invitation = invitationToken((await latestMailTo(app, colleagueEmail)).text);

  expect(
    (await app.web.post("/api/auth/sign-up", { email: colleagueEmail, password: PASSWORD, workspace_name: "Colleague's own" })).status,
  ).toBe(202);
  expect(
    (await app.web.post("/api/auth/confirm-email", { token: tokenInMail((await latestMailTo(app, colleagueEmail)).text) })).status,
  ).toBe(200);
  const cookie = cookieFrom(await app.web.post("/api/auth/sign-in", { email: colleagueEmail, password: PASSWORD }));
  const joined = await app.web.post("/api/invitations/accept", { token: invitation }, { cookie });
  expect([joined.status, joined.body.workspace.slug, joined.body.workspace.role]).toEqual([200, owner.workspace.slug, "member"]);
  expect((await app.web.get("/api/workspace/requests", { cookie })).body.items).toEqual([]);

  const buyer = `journey-buyer-${process.pid}@buyer.example`;
  const asked = await app.api.post(`/public/trust/${slug}/request-access`, {
    name: "Jo Buyer",
    email: buyer,
    document: "SOC 2 Type II report",
  });
  expect(asked.status).toBe(201);
  const inbox = await app.web.get("/api/workspace/requests", { cookie });
  expect(inbox.body.items).toHaveLength(1);
  const [item] = inbox.body.items;
  expect([item.state, item.email]).toEqual(["new", null]);

  const link = "https://docs.journey.example/soc2.pdf";
  const refused = await app.web.post(`/api/workspace/requests/${item.id}/answer`, { decision: "share", document_url: link }, { cookie });
  expect([refused.status, refused.body.error]).toEqual([403, "forbidden"]);

  const colleagueId = (await app.db.user.findUniqueOrThrow({ where: { email: colleagueEmail.toLowerCase() } })).id;
  expect((await app.web.post(`/api/workspace/members/${colleagueId}/role`, { role: "admin" }, { cookie: owner.cookie })).status).toBe(200);
  const answered = await app.web.post(`/api/workspace/requests/${item.id}/answer`, { decision: "share", document_url: link }, { cookie });
  expect([answered.status, answered.body.item.state, answered.body.mailed]).toEqual([200, "answered", true]);
  expect((await latestMailTo(app, buyer)).text).toContain(link);

  const removed = await app.web.post(`/api/workspace/members/${colleagueId}/remove`, {}, { cookie: owner.cookie });
  expect([removed.status, removed.body.sessions_ended]).toEqual([200, 1]);
  expect((await app.web.get("/api/workspace/requests", { cookie })).status).toBe(401);
});
