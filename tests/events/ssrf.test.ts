// SSRF on the event channels: URLs in every spelling that reaches loopback, private, link-local, CGNAT or
// metadata space are refused at registration (endpoints, alert destinations, agent subscriptions); a
// redirect to loopback is not followed; a name that answered public at registration and private at
// delivery (a rebinding resolver) is refused at delivery. A loopback listener stands where every one of
// them points, and must never see a connection.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { confirmedAccount, type Account } from "@/tests/auth/support";
import { startLoopbackListener } from "@/tests/helpers/event-receiver";
import { startEventsWorld, until, writeOutbox, type EventsWorld } from "@/tests/events/support";

const PUBLIC = "public.receiver.test";
const REDIRECTS = "redirects.receiver.test";
const REBINDS = "rebinds.receiver.test";

let w: EventsWorld;
let owner: Account;
let listener: Awaited<ReturnType<typeof startLoopbackListener>>;

beforeAll(async () => {
  listener = await startLoopbackListener();
  w = await startEventsWorld([PUBLIC, REDIRECTS, REBINDS]);
  w.receivers.resolve("loopback.receiver.test", ["127.0.0.1"]);
  w.receivers.resolve("metadata.google.internal", ["169.254.169.254"]);
  w.receivers.resolve("private.receiver.test", ["10.0.0.7"]);
  w.receivers.resolve("mixed.receiver.test", [w.receivers.world.hosts[PUBLIC]![0]!, "127.0.0.1"]);
  w.receivers.resolve("mapped.receiver.test", ["::ffff:127.0.0.1"]);
  owner = await confirmedAccount(w.app, "ssrf-owner", "SSRF Co");
}, 120_000);
afterAll(async () => {
  await w?.stop();
  await listener?.close();
});

function vectors(port: number): string[] {
  return [
    `https://127.0.0.1:${port}/`,
    `https://127.1:${port}/`,
    `https://2130706433:${port}/`,
    `https://0x7f000001:${port}/`,
    `https://0177.0.0.1:${port}/`,
    `https://0x7f.0.0.1:${port}/`,
    `https://017700000001:${port}/`,
    `https://[::1]:${port}/`,
    `https://[::ffff:127.0.0.1]:${port}/`,
    `https://[::ffff:7f00:1]:${port}/`,
    `https://[::127.0.0.1]:${port}/`,
    `https://0.0.0.0:${port}/`,
    `https://0:${port}/`,
    `https://[::]:${port}/`,
    `https://169.254.169.254/latest/meta-data/`,
    `https://[fe80::1]:${port}/`,
    `https://10.0.0.1:${port}/`,
    `https://172.16.0.1:${port}/`,
    `https://192.168.0.1:${port}/`,
    `https://100.64.0.1:${port}/`,
    `https://[fd00::1]:${port}/`,
    `https://metadata.google.internal/computeMetadata/v1/`,
    `https://loopback.receiver.test:${port}/`,
    `https://private.receiver.test:${port}/`,
    `https://mixed.receiver.test:${port}/`,
    `https://mapped.receiver.test:${port}/`,
    `https://localhost:${port}/`,
    `http://${PUBLIC}/`,
    `https://user:pw@${PUBLIC}/`,
  ];
}

describe("refused at registration", () => {
  it("refuses every vector on all three channels, and no connection reaches the loopback listener", async () => {
    const list = vectors(listener.port);
    expect(list.length).toBeGreaterThanOrEqual(25);
    for (const url of list) {
      const endpoint = await w.app.web.post("/api/workspace/endpoints", { url, events: ["witness.changed"] }, { cookie: owner.cookie });
      expect([url, endpoint.status, endpoint.body?.error]).toEqual([url, 400, "invalid_request"]);
      const destination = await w.app.web.post("/api/workspace/alert-destinations", { url }, { cookie: owner.cookie });
      expect([url, destination.status, destination.body?.error]).toEqual([url, 400, "invalid_request"]);
      const agent = await w.app.api.post("/public/trust/kestrel-security/agent-subscribe", { webhookUrl: url });
      expect([url, agent.status, agent.body?.error]).toEqual([url, 400, "bad_request"]);
    }
    expect(await w.app.db.webhookEndpoint.count({ where: { workspaceId: owner.workspace.id } })).toBe(0);
    expect(listener.connections()).toBe(0);
  }, 120_000);
});

describe("refused at delivery", () => {
  it("does not follow a 302 to loopback: the attempt is logged as a redirect", async () => {
    w.receivers.answer(REDIRECTS, () => ({ status: 302, headers: { location: `https://127.0.0.1:${listener.port}/` } }));
    const res = await w.app.web.post(
      "/api/workspace/endpoints",
      { url: w.receivers.url(REDIRECTS), events: ["witness.changed"] },
      { cookie: owner.cookie },
    );
    expect(res.status, res.text).toBe(201);
    const test = await w.app.web.post(`/api/workspace/endpoints/${res.body.id}/test`, {}, { cookie: owner.cookie });
    expect(test.body.attempt).toMatchObject({ status: 302, error_class: "redirect" });
    expect(w.receivers.of(REDIRECTS)).toHaveLength(1);
    expect(listener.connections()).toBe(0);
  });

  it("refuses a name that answered public at registration and loopback at delivery (rebinding)", async () => {
    const res = await w.app.web.post(
      "/api/workspace/endpoints",
      { url: `https://${REBINDS}:${listener.port}/hook`, events: ["witness.changed"] },
      { cookie: owner.cookie },
    );
    expect(res.status, res.text).toBe(201);
    const public_ = w.receivers.world.hosts[REBINDS]!;
    w.receivers.resolve(REBINDS, ["127.0.0.1"]);
    try {
      const id = await writeOutbox(w.app, owner.workspace.id, "witness.changed", { coverage: { passed: 1, run: 1 } });
      const attempt = await until("the refused attempt", () =>
        w.app.db.deliveryAttempt.findFirst({ where: { targetId: res.body.id, eventId: id } }),
      );
      expect(attempt).toMatchObject({ status: null, errorClass: "refused" });
      // A resolver answering public and private at once is refused too.
      w.receivers.resolve(REBINDS, [public_[0]!, "127.0.0.1"]);
      const test = await w.app.web.post(`/api/workspace/endpoints/${res.body.id}/test`, {}, { cookie: owner.cookie });
      expect(test.body.attempt).toMatchObject({ status: null, error_class: "refused" });
    } finally {
      w.receivers.resolve(REBINDS, public_);
    }
    expect(listener.connections()).toBe(0);
  });
});
