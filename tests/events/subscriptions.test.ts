// Agent subscriptions (6.3) and subscriber mail: the challenge before anything is stored, the secret once,
// `trust.posture.changed` signed like the endpoint channel, unsubscribe by link or secret, Idempotency-Key;
// and one batched mail per change window with an RFC 8058 one-click unsubscribe.
import { verify } from "@octokit/webhooks-methods";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DELIVER_JOB } from "@/lib/events/dispatcher";
import { SUBSCRIBER_MAIL_JOB } from "@/lib/events/subscriber-mail";
import { untilQueueFinished } from "@/tests/helpers/unfinished-jobs";
import { startEventsWorld, until, writeOutbox, SAMPLE_DATA, jsonOf, type EventsWorld } from "@/tests/events/support";

const AGENT = "agent.subs.test";
const MUTE = "mute.subs.test";
const SLUG = "kestrel-security";

let w: EventsWorld;
let workspaceId: string;

beforeAll(async () => {
  // The mail window: long enough that two events written one after the other are both dispatched inside it on
  // a loaded machine (at 1 s, a CI run once dispatched the second after the window's mail had gone).
  w = await startEventsWorld([AGENT, MUTE], { SUBSCRIBER_MAIL_BATCH_SECONDS: "4" });
  // The agent echoes every challenge it is sent.
  w.receivers.answer(AGENT, (r) => {
    const body = jsonOf(r.raw);
    return body.type === "subscription.challenge"
      ? { status: 200, body: JSON.stringify({ challenge: body.challenge }), headers: { "content-type": "application/json" } }
      : { status: 200 };
  });
  w.receivers.answer(MUTE, () => ({ status: 200, body: "hello" }));
  workspaceId = (await w.app.db.company.findUniqueOrThrow({ where: { id: SLUG } })).workspaceId!;
}, 120_000);
afterAll(async () => {
  await w?.stop();
});

const subscribe = (webhookUrl: string, headers: Record<string, string> = {}) =>
  w.app.api.post(`/public/trust/${SLUG}/agent-subscribe`, { webhookUrl }, headers);

describe("agent-subscribe", () => {
  let sub: { subscription_id: string; secret: string; unsubscribe: { href: string; body: { subscription_id: string; sig: string } } };

  it("stores nothing until the webhook echoes the challenge, then returns the secret once", async () => {
    const res = await subscribe(w.receivers.url(AGENT, "/posture"));
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({
      event: "trust.posture.changed",
      secret: expect.stringMatching(/^whsec_/),
      unsubscribe: { method: "POST" },
    });
    const challenge = w.receivers.of(AGENT)[0]!;
    expect(jsonOf(challenge.raw)).toEqual({ type: "subscription.challenge", challenge: challenge.headers["x-svc-challenge"] });
    const row = await w.app.db.agentSubscription.findUniqueOrThrow({ where: { id: res.body.subscription_id } });
    expect(row.secretEnc).not.toContain(res.body.secret.slice(6));
    sub = res.body;
  });

  it("refuses a webhook that does not echo the challenge, and an unpublished profile", async () => {
    const mute = await subscribe(w.receivers.url(MUTE));
    expect([mute.status, mute.body.error]).toEqual([400, "bad_request"]);
    expect(mute.body.message).toMatch(/challenge/);
    expect(await w.app.db.agentSubscription.count({ where: { webhookUrl: w.receivers.url(MUTE) } })).toBe(0);
    const before = w.receivers.received.length;
    const quiet = await w.app.api.post("/public/trust/quietline/agent-subscribe", { webhookUrl: w.receivers.url(AGENT) });
    expect([quiet.status, quiet.body.status]).toEqual([404, "private"]);
    expect(w.receivers.received.length).toBe(before);
  });

  it("honours Idempotency-Key: the repeat replays without a second challenge", async () => {
    const key = { "idempotency-key": `agent-sub-${Date.now()}` };
    const first = await subscribe(w.receivers.url(AGENT, "/idem"), key);
    const challenges = w.receivers.of(AGENT).length;
    const again = await subscribe(w.receivers.url(AGENT, "/idem"), key);
    expect([again.status, again.headers.get("idempotency-replayed"), again.body.subscription_id]).toEqual([
      201,
      "true",
      first.body.subscription_id,
    ]);
    expect(w.receivers.of(AGENT).length).toBe(challenges);
    const other = await subscribe(w.receivers.url(AGENT, "/idem-other"), key);
    expect([other.status, other.body.error]).toEqual([422, "idempotency_key_reused"]);
  });

  it("delivers trust.posture.changed signed with x-svc-signature, with the record version and links", async () => {
    const id = await writeOutbox(w.app, workspaceId, "witness.changed", SAMPLE_DATA["witness.changed"]);
    // The engine may witness kestrel during the test and send a posture event of its own: wait for ours, by id.
    const got = await until("the posture event", () =>
      w.receivers
        .of(AGENT)
        .find((r) => r.path === "/posture" && r.headers["x-svc-event"] === "trust.posture.changed" && jsonOf(r.raw).id === id),
    );
    expect(await verify(sub.secret, got.raw.toString("utf8"), `sha256=${got.headers["x-svc-signature"]}`)).toBe(true);
    const body = jsonOf(got.raw);
    const version = await w.app.db.recordVersion.findFirst({ where: { companyId: SLUG }, orderBy: { version: "desc" } });
    expect(body).toMatchObject({
      id,
      event: "trust.posture.changed",
      subscription_id: sub.subscription_id,
      company: { slug: SLUG },
      record_version: version?.version ?? null,
      change: { kind: "witness.changed", witnessed: SAMPLE_DATA["witness.changed"] },
      links: { profile: `${w.app.apiUrl}/public/trust/${SLUG}`, unsubscribe: sub.unsubscribe },
    });
  });

  it("unsubscribes by the signed link or by the secret; a wrong proof is 404", async () => {
    const wrong = await w.app.api.post(`/public/trust/${SLUG}/agent-unsubscribe`, {
      subscription_id: sub.subscription_id,
      secret: "whsec_wrong",
    });
    expect([wrong.status, wrong.body.error]).toEqual([404, "not_found"]);
    const byLink = await w.app.api.post(new URL(sub.unsubscribe.href).pathname, sub.unsubscribe.body);
    expect([byLink.status, byLink.body.status]).toEqual([200, "unsubscribed"]);
    expect(await w.app.db.agentSubscription.count({ where: { id: sub.subscription_id } })).toBe(0);
    const second = await subscribe(w.receivers.url(AGENT, "/second"));
    const bySecret = await w.app.api.post(`/public/trust/${SLUG}/agent-unsubscribe`, {
      subscription_id: second.body.subscription_id,
      secret: second.body.secret,
    });
    expect(bySecret.status).toBe(200);
    const again = await w.app.api.post(`/public/trust/${SLUG}/agent-unsubscribe`, {
      subscription_id: second.body.subscription_id,
      secret: second.body.secret,
    });
    expect(again.status).toBe(404);
  });
});

describe("subscriber mail", () => {
  it("mails a confirmed subscriber once for changes landing in one window, with a one-click unsubscribe (RFC 8058)", async () => {
    const email = `follower-${Date.now()}@example.org`;
    expect((await w.app.api.post(`/public/trust/${SLUG}/subscribe`, { email })).status).toBe(202);
    const link = new URL(
      (await until("the confirmation mail", () => w.app.db.outboundMail.findFirst({ where: { to: email } }))).text.match(
        /https?:\/\/\S+\/subscribe\/confirm\?token=\S+/,
      )![0],
    );
    const confirmed = await w.app.api.post(link.pathname, { token: link.searchParams.get("token") });
    expect(confirmed.status).toBe(200);

    await writeOutbox(w.app, workspaceId, "witness.changed", SAMPLE_DATA["witness.changed"]);
    await writeOutbox(w.app, workspaceId, "control.witnessed", SAMPLE_DATA["control.witnessed"]);
    const mail = await until("the change mail", () =>
      w.app.db.outboundMail.findFirst({ where: { to: email, subject: { contains: "changed" } } }),
    );
    // Both events delivered and the window's mail job run: no second mail can still be on its way.
    await untilQueueFinished(w.app.db, [DELIVER_JOB, SUBSCRIBER_MAIL_JOB]);
    expect(await w.app.db.outboundMail.count({ where: { to: email, subject: { contains: "changed" } } })).toBe(1);
    expect(mail.text).toContain("Witnessed checks now: 5 of 7 passed.");
    expect(mail.text).toContain("A control was witnessed: mfa-enforced (passed).");
    const headers = mail.headers as Record<string, string>;
    expect(headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const unsubscribe = new URL(headers["List-Unsubscribe"]!.replace(/^<|>$/g, ""));
    expect(unsubscribe.protocol + "//" + unsubscribe.host).toBe(w.app.apiUrl);

    // Opening the link shows a button and unsubscribes nobody; an altered link is refused.
    const page = await w.app.api.get(unsubscribe.pathname + unsubscribe.search);
    expect([page.status, page.text.includes('<form method="post"')]).toEqual([200, true]);
    expect(await w.app.db.subscription.count({ where: { email } })).toBe(1);
    const forged = await w.app.api.request("POST", `${unsubscribe.pathname}?s=${unsubscribe.searchParams.get("s")}&sig=${"0".repeat(64)}`, {
      rawBody: "List-Unsubscribe=One-Click",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect([forged.status]).toEqual([400]);
    // The mail client's one-click POST.
    const oneClick = await w.app.api.request("POST", unsubscribe.pathname + unsubscribe.search, {
      rawBody: "List-Unsubscribe=One-Click",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(oneClick.status).toBe(200);
    expect(await w.app.db.subscription.count({ where: { email } })).toBe(0);
  });
});
