// Knowledge-base management behind the session: a draft grounds nothing until approved, a retired entry
// grounds nothing again, and another workspace cannot touch the entry.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type TestApp } from "@/tests/helpers/app";
import { clientKey, confirmedAccount, createKey, type Account } from "@/tests/auth/support";
import { signedCall, type BoundKey } from "@/tests/worker-v1/support";

let app: TestApp;
let owner: Account;
let key: BoundKey;
beforeAll(async () => {
  app = await startApp();
  owner = await confirmedAccount(app, "kb-owner", "Juniper Labs");
  const client = await clientKey("ES256");
  const created = await createKey(app, owner, client.jkt);
  key = { token: created.key, id: created.id, client };
});
afterAll(async () => {
  await app?.stop();
});

const QUESTION = "Do you support single sign-on with Okta?";
const ANSWER = "Yes. SAML 2.0 single sign-on with Okta, Entra ID and Google Workspace is included on every plan.";
const draft = async () => (await signedCall(app, key, "POST", "/v1/questionnaire/answer", { questions: [QUESTION] })).body.answers[0];

describe("knowledge base", () => {
  let id: string;

  it("adds an entry as a draft, which grounds no answer", async () => {
    const res = await app.web.post(
      "/api/workspace/knowledge",
      { question: QUESTION, answer: ANSWER, control: "CC6.1" },
      { cookie: owner.cookie },
    );
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({ question: QUESTION, answer: ANSWER, control: "CC6.1", status: "draft" });
    id = res.body.id;
    expect(await draft()).toMatchObject({ source: "routed", confidence: "none" });
  });

  it("approves it: the same question is now answered from the knowledge base", async () => {
    const res = await app.web.post(`/api/workspace/knowledge/${id}/approve`, undefined, { cookie: owner.cookie });
    expect(res.status, res.text).toBe(200);
    expect(res.body.status).toBe("approved");
    expect(await draft()).toMatchObject({ source: "knowledge_base", status: "answered", answer: ANSWER, confidence: "high" });
    const list = await app.web.get("/api/workspace/knowledge", { cookie: owner.cookie });
    expect(list.body.entries.map((e: { id: string; status: string }) => [e.id, e.status])).toEqual([[id, "approved"]]);
  });

  it("retires it: the question is routed to a person again", async () => {
    const res = await app.web.post(`/api/workspace/knowledge/${id}/retire`, undefined, { cookie: owner.cookie });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe("retired");
    expect(await draft()).toMatchObject({ source: "routed", confidence: "none" });
  });

  it("audits each change by id only", async () => {
    const rows = await app.db.auditEvent.findMany({
      where: { workspaceId: owner.workspace.id, action: { startsWith: "knowledge." } },
      orderBy: { seq: "asc" },
    });
    expect(rows.map((r) => r.action)).toEqual(["knowledge.added", "knowledge.approved", "knowledge.retired"]);
    expect(JSON.stringify(rows, (_k, v) => (typeof v === "bigint" ? String(v) : v))).not.toContain(ANSWER);
  });

  it("lets no other workspace see or change the entry (404), and nobody without a session (401)", async () => {
    const stranger = await confirmedAccount(app, "kb-stranger");
    const approve = await app.web.post(`/api/workspace/knowledge/${id}/approve`, undefined, { cookie: stranger.cookie });
    expect(approve.status).toBe(404);
    expect(approve.body.error).toBe("not_found");
    const list = await app.web.get("/api/workspace/knowledge", { cookie: stranger.cookie });
    expect(list.body.entries).toEqual([]);
    const anonymous = await app.web.get("/api/workspace/knowledge");
    expect(anonymous.status).toBe(401);
    expect((await app.db.knowledgeEntry.findUniqueOrThrow({ where: { id } })).status).toBe("retired");
  });

  it("refuses a bad entry with 400 naming the field, and a write from another site with 403", async () => {
    const bad = await app.web.post("/api/workspace/knowledge", { question: "", answer: ANSWER }, { cookie: owner.cookie });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe("invalid_request");
    expect(bad.body.message).toContain("question");
    const crossSite = await app.web.post(
      "/api/workspace/knowledge",
      { question: QUESTION, answer: ANSWER },
      { cookie: owner.cookie, origin: "https://evil.example" },
    );
    expect(crossSite.status).toBe(403);
  });

  it("works as a plain HTML form: a post answers 303 back to the page, which lists the entry", async () => {
    const form = await app.web.request("POST", "/api/workspace/knowledge", {
      headers: { cookie: owner.cookie, "content-type": "application/x-www-form-urlencoded", origin: app.baseUrl },
      rawBody: new URLSearchParams({ question: "Is there a status page?", answer: "Yes, at status.juniper.example." }).toString(),
    });
    expect(form.status).toBe(303);
    expect(form.headers.get("location")).toMatch(/\/workspace\/knowledge\?notice=/);
    const page = await app.web.get("/workspace/knowledge", { cookie: owner.cookie });
    expect(page.status).toBe(200);
    expect(page.text).toContain("Is there a status page?");
    expect(page.text).toContain("draft");
  });
});
