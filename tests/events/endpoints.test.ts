// The endpoint channel (spec 6.1) end to end: registration through the session routes, delivery of every
// event type by the dispatcher on the job queue to a local HTTPS receiver (test CA), signatures checked by
// a verifier we did not write (@octokit/webhooks-methods, against a `sha256=`-prefixed copy), one attempt
// per event, the delivery log, test sends, disabling, rolling a secret, idempotency and tenant isolation.
import { randomBytes } from "node:crypto";
import { verify } from "@octokit/webhooks-methods";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clock } from "@/lib/platform/clock";
import { DELIVER_JOB, leaseMs } from "@/lib/events/dispatcher";
import { publishRuleSet } from "@/lib/eu-ai-act/publish-rule-set";
import { confirmedAccount, type Account } from "@/tests/auth/support";
import { untilQueueFinished } from "@/tests/helpers/unfinished-jobs";
import { HIRING_SYSTEM } from "@/tests/events/eu-system";
import { ruleSetV2 } from "@/tests/eu-ai-act/rule-set-v2";
import { jsonOf, SAMPLE_DATA, startEventsWorld, until, writeOutbox, type EventsWorld } from "@/tests/events/support";

const HOOKS = "hooks.receiver.test";
const FAILING = "failing.receiver.test";
const SPARE = "spare.receiver.test";

let w: EventsWorld;
let owner: Account;
let other: Account;

beforeAll(async () => {
  w = await startEventsWorld([HOOKS, FAILING, SPARE]);
  owner = await confirmedAccount(w.app, "endpoints-owner", "Endpoint Co");
  other = await confirmedAccount(w.app, "endpoints-other", "Other Co");
}, 120_000);
afterAll(async () => {
  await w?.stop();
});

async function register(who: Account, url: string, events: string[] | string, headers: Record<string, string> = {}) {
  return w.app.web.post("/api/workspace/endpoints", { url, events }, { cookie: who.cookie, ...headers });
}

describe("registration", () => {
  it("stores current names for legacy ones, shows the secret once and keeps it sealed", async () => {
    const res = await register(owner, w.receivers.url(SPARE, "/legacy"), [
      "control.verified",
      "trust.score.changed",
      "profile.requested",
      "profile.viewed",
    ]);
    expect(res.status, res.text).toBe(201);
    expect(res.body.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(res.body.events).toEqual(["control.witnessed", "witness.changed", "profile.requested", "profile.viewed"]);
    const row = await w.app.db.webhookEndpoint.findUniqueOrThrow({ where: { id: res.body.id } });
    expect(row.secretEnc).not.toContain(res.body.secret.slice(6));
    const list = await w.app.web.get("/api/workspace/endpoints", { cookie: owner.cookie });
    expect(list.status).toBe(200);
    expect(list.body.endpoints.map((e: { id: string }) => e.id)).toContain(res.body.id);
    expect(list.text).not.toContain(res.body.secret);
    const audit = await w.app.db.auditEvent.findFirst({ where: { workspaceId: owner.workspace.id, action: "endpoint.registered" } });
    expect(audit?.detail).toMatchObject({ endpoint_id: res.body.id, url: w.receivers.url(SPARE, "/legacy") });
    expect(JSON.stringify(audit?.detail)).not.toContain(res.body.secret);
  });

  it("refuses an unknown event type and a plain-HTTP URL with invalid_request naming the field", async () => {
    const unknown = await register(owner, w.receivers.url(SPARE), ["trust.score.exploded"]);
    expect([unknown.status, unknown.body.error]).toEqual([400, "invalid_request"]);
    const plain = await register(owner, `http://${SPARE}/hook`, ["witness.changed"]);
    expect([plain.status, plain.body.error]).toEqual([400, "invalid_request"]);
    expect(plain.text).toContain("url");
  });

  it("needs a session", async () => {
    const res = await w.app.web.post("/api/workspace/endpoints", { url: w.receivers.url(SPARE), events: ["witness.changed"] });
    expect([res.status, res.body.error]).toEqual([401, "unauthorized"]);
  });

  it("honours Idempotency-Key: a repeat replays, a different request with the key is 409", async () => {
    const key = { "idempotency-key": `endpoint-${owner.workspace.id}` };
    const first = await register(owner, w.receivers.url(SPARE, "/idem"), ["witness.changed"], key);
    const again = await register(owner, w.receivers.url(SPARE, "/idem"), ["witness.changed"], key);
    expect([first.status, first.headers.get("idempotency-status")]).toEqual([201, "new"]);
    expect([again.status, again.headers.get("idempotency-status"), again.body.id]).toEqual([201, "replayed", first.body.id]);
    expect(await w.app.db.webhookEndpoint.count({ where: { url: w.receivers.url(SPARE, "/idem") } })).toBe(1);
    const changed = await register(owner, w.receivers.url(SPARE, "/idem-2"), ["witness.changed"], key);
    expect([changed.status, changed.body.error]).toEqual([409, "idempotency_key_reused"]);
  });
});

describe("delivery", () => {
  let secret: string;
  let endpointId: string;

  it("delivers each event type once, signed so a third-party verifier accepts it and refuses one changed byte", async () => {
    const res = await register(owner, w.receivers.url(HOOKS), [
      "witness.changed",
      "control.verified",
      "profile.viewed",
      "profile.requested",
      "monitoring.drift",
      "eu.rules.changed",
      "eu.system.reclassified",
    ]);
    expect(res.status, res.text).toBe(201);
    secret = res.body.secret;
    endpointId = res.body.id;
    const ids: Record<string, string> = {};
    for (const [type, data] of Object.entries(SAMPLE_DATA)) ids[type] = await writeOutbox(w.app, owner.workspace.id, type, data);
    ids["profile.requested"] = await writeOutbox(w.app, owner.workspace.id, "profile.requested", {});
    // Issue 22's events, written by the EU AI Act wing when a rule-set version is published.
    const system = await w.app.web.post("/api/eu/systems", HIRING_SYSTEM, { cookie: owner.cookie });
    expect(system.status, system.text).toBe(201);
    await w.app.web.post(`/api/eu/systems/${system.body.id}/subscription`, { subscribed: true }, { cookie: owner.cookie });
    await publishRuleSet(w.app.db, ruleSetV2(), { now: clock().now() });

    const wanted = [
      "witness.changed",
      "control.witnessed",
      "profile.viewed",
      "monitoring.drift",
      "eu.rules.changed",
      "eu.system.reclassified",
    ];
    const got = await until("every type at the receiver", () => {
      const seen = w.receivers.of(HOOKS);
      return wanted.every((t) => seen.some((r) => r.headers["x-svc-event"] === t)) && seen;
    });
    for (const r of got) {
      const signature = r.headers["x-svc-signature"];
      expect(signature).toMatch(/^[0-9a-f]{64}$/);
      expect(r.headers["x-svc-timestamp"]).toBeUndefined();
      const body = r.raw.toString("utf8");
      expect(await verify(secret, body, `sha256=${signature}`)).toBe(true);
      const tampered = Buffer.from(r.raw);
      tampered[tampered.length - 2] ^= 1;
      expect(await verify(secret, tampered.toString("utf8"), `sha256=${signature}`)).toBe(false);
      const envelope = jsonOf(r.raw);
      expect(Object.keys(envelope)).toEqual(["id", "type", "created", "data"]);
      expect(envelope.type).toBe(r.headers["x-svc-event"]);
      expect(envelope.id).toMatch(/^evt_[0-9a-f]{32}$/);
      expect(typeof envelope.created).toBe("number");
    }
    const byType = Object.fromEntries(got.map((r) => [r.headers["x-svc-event"], jsonOf(r.raw)]));
    expect(byType["witness.changed"]).toMatchObject({ id: ids["witness.changed"], data: SAMPLE_DATA["witness.changed"] });
    expect(byType["eu.rules.changed"].data).toMatchObject({ version: 2, previous_version: 1 });
    expect((byType["eu.system.reclassified"].data as { system_id: string }).system_id).toBe(system.body.id);
    // Each event once; profile.requested never.
    expect(new Set(got.map((r) => jsonOf(r.raw).id)).size).toBe(got.length);
    expect(got.some((r) => r.headers["x-svc-event"] === "profile.requested")).toBe(false);
  });

  it("an endpoint answering 500 gets one attempt, logged with status and latency, never the secret", async () => {
    w.receivers.answer(FAILING, () => ({ status: 500, body: "down" }));
    const res = await register(owner, w.receivers.url(FAILING), ["control.witnessed"]);
    const id = await writeOutbox(w.app, owner.workspace.id, "control.witnessed", SAMPLE_DATA["control.witnessed"]);
    await until("the logged attempt", () => w.app.db.deliveryAttempt.findFirst({ where: { targetId: res.body.id, eventId: id } }));
    // No retry is coming: the delivery job has finished.
    await untilQueueFinished(w.app.db, [DELIVER_JOB]);
    expect(w.receivers.of(FAILING).filter((r) => jsonOf(r.raw).id === id)).toHaveLength(1);
    const log = await w.app.web.get(`/api/workspace/deliveries?target=${res.body.id}`, { cookie: owner.cookie });
    expect(log.status).toBe(200);
    expect(log.body.attempts).toHaveLength(1);
    expect(log.body.attempts[0]).toMatchObject({
      channel: "endpoint",
      event_id: id,
      event_type: "control.witnessed",
      attempt: 1,
      status: 500,
      error_class: "status",
    });
    expect(log.body.attempts[0].latency_ms).toBeGreaterThanOrEqual(0);
    expect(log.text).not.toContain(res.body.secret);
  });

  it("an event whose target a dead instance still holds is sent once that claim's lease passes, not dropped", async () => {
    const res = await register(owner, w.receivers.url(SPARE, "/held"), ["control.witnessed"]);
    expect(res.status, res.text).toBe(201);
    const id = `evt_${randomBytes(16).toString("hex")}`;
    const held = () => w.receivers.of(SPARE).filter((r) => r.path === "/held" && jsonOf(r.raw).id === id);
    // As an instance killed mid-send leaves it: the target claimed, not done, its lease (17 s; 5 s here) passing in 1 s.
    const claimedAt = new Date(clock().nowMs() - leaseMs() + 1_000);
    await w.app.db.eventTarget.create({ data: { eventId: id, targetId: `endpoint:${res.body.id}`, claimedAt } });
    await w.app.db.outboxEvent.create({
      data: { id, workspaceId: owner.workspace.id, type: "control.witnessed", data: SAMPLE_DATA["control.witnessed"] as object },
    });
    const arrived = await until("the held event at the receiver", () => held().length > 0, 15_000);
    expect(arrived).toBe(true);
    // Not before the dead instance's lease passed: a live holder may still have been sending.
    expect(clock().nowMs()).toBeGreaterThanOrEqual(claimedAt.getTime() + leaseMs());
    const done = await until("the claim marked done", () =>
      w.app.db.eventTarget.findFirst({ where: { eventId: id, targetId: `endpoint:${res.body.id}`, doneAt: { not: null } } }),
    );
    expect(done.targetId).toBe(`endpoint:${res.body.id}`);
    expect(held()).toHaveLength(1);
  });

  it("sends a test event signed the same way, and logs it", async () => {
    const before = w.receivers.of(HOOKS).length;
    const res = await w.app.web.post(`/api/workspace/endpoints/${endpointId}/test`, {}, { cookie: owner.cookie });
    expect(res.status, res.text).toBe(200);
    expect(res.body.attempt).toMatchObject({
      channel: "endpoint",
      target_id: endpointId,
      event_type: "ping",
      status: 200,
      error_class: null,
    });
    const ping = w.receivers
      .of(HOOKS)
      .slice(before)
      .find((r) => r.headers["x-svc-event"] === "ping")!;
    expect(await verify(secret, ping.raw.toString("utf8"), `sha256=${ping.headers["x-svc-signature"]}`)).toBe(true);
  });

  it("rolls the secret (the old one no longer verifies) and stops sending once disabled", async () => {
    const rolled = await w.app.web.post(`/api/workspace/endpoints/${endpointId}/roll-secret`, {}, { cookie: owner.cookie });
    expect(rolled.status).toBe(200);
    expect(rolled.body.secret).not.toBe(secret);
    const before = w.receivers.of(HOOKS).length;
    await w.app.web.post(`/api/workspace/endpoints/${endpointId}/test`, {}, { cookie: owner.cookie });
    const ping = w.receivers.of(HOOKS).slice(before)[0]!;
    expect(await verify(rolled.body.secret, ping.raw.toString("utf8"), `sha256=${ping.headers["x-svc-signature"]}`)).toBe(true);
    expect(await verify(secret, ping.raw.toString("utf8"), `sha256=${ping.headers["x-svc-signature"]}`)).toBe(false);

    const disabled = await w.app.web.post(`/api/workspace/endpoints/${endpointId}/disable`, {}, { cookie: owner.cookie });
    expect([disabled.status, typeof disabled.body.disabled_at]).toEqual([200, "string"]);
    const id = await writeOutbox(w.app, owner.workspace.id, "witness.changed", SAMPLE_DATA["witness.changed"]);
    await until("the event dispatched", async () => (await w.app.db.outboxEvent.findUniqueOrThrow({ where: { id } })).dispatchedAt);
    await untilQueueFinished(w.app.db, [DELIVER_JOB]);
    expect(w.receivers.of(HOOKS).some((r) => r.raw.includes(id))).toBe(false);
  });
});

describe("tenant isolation", () => {
  it("another workspace cannot list, test-send, roll, disable or read the log of an endpoint", async () => {
    const mine = await register(owner, w.receivers.url(SPARE, "/isolated"), ["witness.changed"]);
    const list = await w.app.web.get("/api/workspace/endpoints", { cookie: other.cookie });
    expect(list.body.endpoints.map((e: { id: string }) => e.id)).not.toContain(mine.body.id);
    for (const action of ["test", "roll-secret", "disable"]) {
      const res = await w.app.web.post(`/api/workspace/endpoints/${mine.body.id}/${action}`, {}, { cookie: other.cookie });
      expect([action, res.status, res.body.error]).toEqual([action, 404, "not_found"]);
    }
    const log = await w.app.web.get(`/api/workspace/deliveries?target=${mine.body.id}`, { cookie: other.cookie });
    expect(log.body.attempts).toEqual([]);
    const row = await w.app.db.webhookEndpoint.findUniqueOrThrow({ where: { id: mine.body.id } });
    expect(row.disabledAt).toBeNull();
    // And events of one workspace never reach another's endpoints.
    const theirs = await register(other, w.receivers.url(SPARE, "/theirs"), ["witness.changed"]);
    const id = await writeOutbox(w.app, owner.workspace.id, "witness.changed", SAMPLE_DATA["witness.changed"]);
    await until("owner's endpoint got it", () => w.receivers.of(SPARE).some((r) => r.path === "/isolated" && r.raw.includes(id)));
    expect(w.receivers.of(SPARE).some((r) => r.path === "/theirs")).toBe(false);
    expect(theirs.status).toBe(201);
  });
});
