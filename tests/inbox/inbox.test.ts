// A company's inbox over HTTP (issue 30): a buyer's document request and marketplace intent reach the
// workspace, newest first, keyset-paged and filtered by kind and state (`expired` after 30 days on the
// injected clock); owners and admins answer once (idempotent, one mail to the requester) and alone see the
// requester's address, which never reaches events, other workspaces or the audit log. The owners' and
// admins' notice is batched per company; subscribers are counted on the workspace page.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { setClock, systemClock } from "@/lib/platform/clock";
import { mailInboxNotice } from "@/lib/inbox/notice";
import { startApp, type TestApp } from "@/tests/helpers/app";
import { confirmedAccount, type Account } from "@/tests/auth/support";
import { colleague, publishedCompany } from "@/tests/team/support";

let app: TestApp;
let owner: Account;
let member: Account;
let admin: Account;
let other: Account;
const RUN = `${process.pid}-${Date.now().toString(36)}`;
const SLUG = `inbox-co-${RUN}`;
const OTHER_SLUG = `inbox-other-${RUN}`;
const buyer = (name: string) => `${name}-${RUN}@buyer.example`;

beforeAll(async () => {
  app = await startApp();
  owner = await confirmedAccount(app, "inbox-owner", "Inbox Co");
  other = await confirmedAccount(app, "inbox-other", "Other Co");
  await publishedCompany(app, SLUG, await wsId(owner));
  await publishedCompany(app, OTHER_SLUG, await wsId(other));
  member = await colleague(app, owner, "inbox-member");
  admin = await colleague(app, owner, "inbox-admin", "admin");
});
afterAll(async () => {
  await app?.stop();
});
afterEach(() => setClock(undefined));

async function wsId(a: Account): Promise<string> {
  return (await app.db.workspace.findUniqueOrThrow({ where: { slug: a.workspace.slug } })).id;
}

function clockShifted(ms: number) {
  setClock({ now: () => new Date(Date.now() + ms), nowMs: () => Date.now() + ms, sleep: systemClock.sleep });
}

async function requestDocument(slug: string, email: string, document = "SOC 2 Type II report"): Promise<string> {
  const res = await app.api.post(`/public/trust/${slug}/request-access`, {
    name: "Bea Buyer",
    email,
    company: "Buyer GmbH",
    document,
    reason: "vendor review",
  });
  expect(res.status, res.text).toBe(201);
  return `ar_${res.body.id}`;
}

async function intent(slug: string, email: string): Promise<void> {
  const res = await app.api.post("/public/marketplace/intent", {
    target_company: slug,
    buyer_email: email,
    buyer_company: "Buyer GmbH",
    message: "interested",
  });
  expect(res.status, res.text).toBeLessThan(300);
}

const list = (who: Account, query = "") => app.web.get(`/api/workspace/requests${query}`, { cookie: who.cookie });

describe("the inbox", () => {
  it("lists requests and intents newest first; the address for owners and admins only", async () => {
    const id = await requestDocument(SLUG, buyer("first"));
    await intent(SLUG, buyer("intent"));
    const mine = await list(owner);
    expect(mine.status).toBe(200);
    expect(mine.headers.get("workspace")).toBe(owner.workspace.slug);
    const [newest, second] = mine.body.items;
    expect(newest).toMatchObject({ kind: "intent", state: "new", company: SLUG, email: buyer("intent"), buyer_company: "Buyer GmbH" });
    expect(second).toMatchObject({
      id,
      kind: "access_request",
      state: "new",
      email: buyer("first"),
      name: "Bea Buyer",
      document: "SOC 2 Type II report",
      answer: null,
    });
    expect(mine.body.new_count).toBeGreaterThanOrEqual(2);
    expect((await list(admin)).body.items[1].email).toBe(buyer("first"));
    const asMember = await list(member);
    expect(asMember.status).toBe(200);
    expect(asMember.body.items.map((i: { email: string | null }) => i.email)).toEqual(asMember.body.items.map(() => null));
    expect(asMember.text).not.toContain(buyer("first"));
    // Another workspace sees none of it.
    const theirs = await list(other);
    expect(theirs.body.items).toEqual([]);
    expect(theirs.text).not.toContain(buyer("first"));
  });

  it("filters by kind and state, and pages by keyset without overlap; a foreign cursor is 400 invalid_cursor", async () => {
    for (const n of [1, 2, 3]) await requestDocument(SLUG, buyer(`page-${n}`), `Doc ${n}`);
    const intents = await list(owner, "?kind=intent");
    expect(intents.body.items.every((i: { kind: string }) => i.kind === "intent")).toBe(true);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res: { status: number; body: { items: { id: string }[]; next_cursor: string | null } } = await list(
        owner,
        `?kind=access_request&limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`,
      );
      expect(res.status).toBe(200);
      expect(res.body.items.length).toBeLessThanOrEqual(2);
      seen.push(...res.body.items.map((i) => i.id));
      cursor = res.body.next_cursor;
    } while (cursor);
    const all = (await list(owner, "?kind=access_request&limit=100")).body.items.map((i: { id: string }) => i.id);
    expect(seen).toEqual(all);
    expect(new Set(seen).size).toBe(seen.length);
    const bad = await list(owner, "?cursor=garbage");
    expect([bad.status, bad.body.error]).toEqual([400, "invalid_cursor"]);
    const badState = await list(owner, "?state=lost");
    expect(badState.status).toBe(400);
    expect(JSON.stringify(badState.body)).toContain("state");
  });

  it("marks a request unanswered for 30 days expired (injected clock)", async () => {
    clockShifted(-31 * 86_400_000);
    const old = await requestDocument(SLUG, buyer("old"), "Old pentest");
    setClock(undefined);
    const expired = (await list(owner, "?state=expired")).body.items.map((i: { id: string }) => i.id);
    expect(expired).toContain(old);
    const fresh = (await list(owner, "?state=new&limit=100")).body.items.map((i: { id: string }) => i.id);
    expect(fresh).not.toContain(old);
  });
});

describe("answers", () => {
  it("a member cannot answer (403); an admin shares with a link, the requester is mailed once; a repeat changes nothing", async () => {
    const email = buyer("answered");
    const id = await requestDocument(SLUG, email, "ISO 27001 certificate");
    const byMember = await app.web.post(`/api/workspace/requests/${id}/answer`, { decision: "share" }, { cookie: member.cookie });
    expect([byMember.status, byMember.body.error]).toEqual([403, "forbidden"]);

    const body = { decision: "share", document_url: "https://docs.inbox.example/iso.pdf", message: "Here it is." };
    const res = await app.web.post(`/api/workspace/requests/${id}/answer`, body, { cookie: admin.cookie });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      mailed: true,
      already_answered: false,
      item: { id, state: "answered", answer: { decision: "share", answered_by: admin.email.toLowerCase() } },
    });
    const mails = await app.db.outboundMail.findMany({ where: { to: email } });
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain("https://docs.inbox.example/iso.pdf");
    expect(mails[0].text).toContain("Here it is.");

    const again = await app.web.post(`/api/workspace/requests/${id}/answer`, { decision: "decline" }, { cookie: owner.cookie });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ mailed: false, already_answered: true, item: { state: "answered", answer: { decision: "share" } } });
    expect(await app.db.outboundMail.count({ where: { to: email } })).toBe(1);
    const answered = (await list(owner, "?state=answered")).body.items.map((i: { id: string }) => i.id);
    expect(answered).toContain(id);
  });

  it("declines; a bad link is 400 naming the field", async () => {
    const id = await requestDocument(SLUG, buyer("declined"));
    const bad = await app.web.post(
      `/api/workspace/requests/${id}/answer`,
      { decision: "share", document_url: "http://plain.example/x" },
      { cookie: owner.cookie },
    );
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain("document_url");
    const res = await app.web.post(`/api/workspace/requests/${id}/answer`, { decision: "decline" }, { cookie: owner.cookie });
    expect(res.body.item.state).toBe("declined");
    expect((await list(owner, "?state=declined")).body.items.map((i: { id: string }) => i.id)).toContain(id);
  });

  it("another workspace's request id is 404 on every inbox route, and is left unanswered", async () => {
    const theirs = await requestDocument(OTHER_SLUG, buyer("theirs"));
    const res = await app.web.post(`/api/workspace/requests/${theirs}/answer`, { decision: "share" }, { cookie: owner.cookie });
    expect([res.status, res.body.error]).toEqual([404, "not_found"]);
    expect((await list(owner, "?limit=100")).body.items.map((i: { id: string }) => i.id)).not.toContain(theirs);
    const malformed = await app.web.post(`/api/workspace/requests/zz_nope/answer`, { decision: "share" }, { cookie: owner.cookie });
    expect(malformed.status).toBe(400);
    expect((await app.db.accessRequest.findUniqueOrThrow({ where: { id: theirs.slice(3) } })).decision).toBeNull();
  });
});

describe("the requester's address stays inside", () => {
  it("is absent from the request.received events and from the audit export", async () => {
    const email = buyer("private");
    const id = await requestDocument(SLUG, email);
    await app.web.post(`/api/workspace/requests/${id}/answer`, { decision: "decline" }, { cookie: owner.cookie });
    const events = await app.db.outboxEvent.findMany({ where: { type: "request.received", workspaceId: await wsId(owner) } });
    const ours = events.find((e) => (e.data as { id: string }).id === id);
    expect(ours?.data).toMatchObject({ id, kind: "access_request", slug: SLUG, document: "SOC 2 Type II report" });
    expect(JSON.stringify(events)).not.toContain("buyer.example");
    expect(JSON.stringify(events)).not.toContain("Bea Buyer");
    for (const who of [member, owner]) {
      const audit = await app.web.get("/api/workspace/audit/export?format=jsonl", { cookie: who.cookie });
      expect(audit.status).toBe(200);
      expect(audit.text).toContain(`"request_id":"${id}"`);
      expect(audit.text).not.toContain("buyer.example");
    }
  });
});

describe("the owners' and admins' notice", () => {
  it("mails owners and admins at most once per company in the window, gathering the requests since", async () => {
    const boss = await confirmedAccount(app, "notice-owner");
    const slug = `notice-co-${RUN}`;
    await publishedCompany(app, slug, await wsId(boss));
    const helper = await colleague(app, boss, "notice-admin", "admin");
    const reader = await colleague(app, boss, "notice-member");
    await requestDocument(slug, buyer("n1"));
    const now = Date.now();
    expect(await mailInboxNotice(app.db, slug, new Date(now))).toEqual({ mailed: 2 });
    const to = async (a: Account) =>
      app.db.outboundMail.findMany({ where: { to: a.email.toLowerCase(), subject: { startsWith: "New requests" } } });
    expect((await to(boss))[0].text).toContain("1 document request(s)");
    expect(await to(helper)).toHaveLength(1);
    expect(await to(reader)).toHaveLength(0);
    await requestDocument(slug, buyer("n2"));
    await intent(slug, buyer("n3"));
    expect(await mailInboxNotice(app.db, slug, new Date(now + 10 * 60_000))).toEqual({ due: new Date(now + 3_600_000) });
    expect(await to(boss)).toHaveLength(1);
    expect(await mailInboxNotice(app.db, slug, new Date(now + 3_600_000))).toEqual({ mailed: 2 });
    const second = (await to(boss)).find((m) => m.text.includes("buyer intent"));
    expect(second?.text).toContain("1 document request(s) and 1 buyer intent(s)");
    expect(await to(boss)).toHaveLength(2);
  });
});

describe("the workspace page", () => {
  it("shows the count of new requests in the menu and counts (not lists) a company's subscribers", async () => {
    const company = await app.db.company.findUniqueOrThrow({ where: { slug: SLUG } });
    await app.db.subscription.create({
      data: { companyId: company.id, email: buyer("follower"), confirmTokenHash: `h-${RUN}`, confirmedAt: new Date() },
    });
    const page = await app.web.get("/workspace", { cookie: member.cookie });
    expect(page.status).toBe(200);
    const fresh = (await list(member)).body.new_count;
    expect(page.text).toContain(`Inbox (${fresh} new)`);
    expect(page.text).toContain("(1 subscriber)");
    expect(page.text).not.toContain(buyer("follower"));
    const inbox = await app.web.get("/workspace/inbox", { cookie: member.cookie });
    expect(inbox.status).toBe(200);
    // React separates an interpolated number from its text with empty comments.
    expect(inbox.text.replaceAll("<!-- -->", "")).toContain(`sent to your companies: ${fresh} new`);
    expect(inbox.text).not.toContain("buyer.example");
  });
});
