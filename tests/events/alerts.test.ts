// Alert destinations (spec 6.2): derived keys and their generations, at most three attempts inside the budget
// (15 s; shortened here) all carrying one timestamp, a receiver that never answers costing at most the budget, rotation with two
// signatures for seven days (a fake clock moves the days), and tenant isolation.
import { createHmac } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { setClock, systemClock } from "@/lib/platform/clock";
import { DELIVER_JOB, pruneDeliveries } from "@/lib/events/dispatcher";
import { confirmedAccount, type Account } from "@/tests/auth/support";
import { runPython } from "@/tests/events/recipes";
import { untilQueueFinished } from "@/tests/helpers/unfinished-jobs";
import {
  READING_FAILING_DATA,
  RETRY_BUDGET_MS,
  SAMPLE_DATA,
  startEventsWorld,
  until,
  writeOutbox,
  type EventsWorld,
} from "@/tests/events/support";

const FLAKY = "flaky.alerts.test";
const SILENT = "silent.alerts.test";
const ROTATING = "rotating.alerts.test";
const FAILING = "failing.alerts.test";
const DAY = 86_400_000;
const MASTER_KEY = "0123456789abcdef".repeat(4);

let w: EventsWorld;
let owner: Account;
let other: Account;

beforeAll(async () => {
  w = await startEventsWorld([FLAKY, SILENT, ROTATING, FAILING]);
  owner = await confirmedAccount(w.app, "alerts-owner", "Alert Co");
  other = await confirmedAccount(w.app, "alerts-other", "Other Alert Co");
}, 120_000);
afterAll(async () => {
  await w?.stop();
});
afterEach(() => setClock(undefined));

function clockAt(at: Date) {
  const offset = at.getTime() - Date.now();
  setClock({ now: () => new Date(Date.now() + offset), nowMs: () => Date.now() + offset, sleep: systemClock.sleep });
}

async function addDestination(who: Account, host: string) {
  const res = await w.app.web.post("/api/workspace/alert-destinations", { url: w.receivers.url(host) }, { cookie: who.cookie });
  expect(res.status, res.text).toBe(201);
  return res.body as { id: string; key: string; key_generation: number };
}

describe("delivery", () => {
  it("shows the derived key once: HMAC-SHA256 of the master key over label, workspace, destination and generation", async () => {
    const d = await addDestination(owner, FLAKY);
    expect(d.key_generation).toBe(1);
    const expected = createHmac("sha256", Buffer.from(MASTER_KEY, "hex"))
      .update(`svc-notify-route-v1\n${owner.workspace.id}\n${d.id}\n1`)
      .digest("hex");
    expect(d.key).toBe(expected);
    const list = await w.app.web.get("/api/workspace/alert-destinations", { cookie: owner.cookie });
    expect(list.body.destinations.map((x: { id: string }) => x.id)).toEqual([d.id]);
    expect(list.text).not.toContain(d.key);
  });

  it("a receiver answering 500 twice then 200 gets exactly three attempts within the budget, all with one timestamp", async () => {
    w.receivers.answer(FLAKY, (_r, nth) => (nth <= 2 ? { status: 500 } : { status: 200 }));
    const [d] = (await w.app.web.get("/api/workspace/alert-destinations", { cookie: owner.cookie })).body.destinations;
    const id = await writeOutbox(w.app, owner.workspace.id, "monitoring.drift", SAMPLE_DATA["monitoring.drift"]);
    const log = await until("three attempts", async () => {
      const rows = await w.app.db.deliveryAttempt.findMany({ where: { targetId: d.id, eventId: id }, orderBy: { attempt: "asc" } });
      return rows.length === 3 && rows;
    });
    expect(log.map((a) => [a.attempt, a.status])).toEqual([
      [1, 500],
      [2, 500],
      [3, 200],
    ]);
    const got = w.receivers.of(FLAKY);
    expect(got).toHaveLength(3);
    expect(new Set(got.map((r) => r.headers["x-svc-timestamp"])).size).toBe(1);
    expect(new Set(got.map((r) => r.headers["x-svc-signature"])).size).toBe(1);
    expect(got[2]!.at - got[0]!.at).toBeLessThan(RETRY_BUDGET_MS);
    expect(got[0]!.headers["x-svc-signature"]).toMatch(/^sha256=[0-9a-f]{64}$/);
    // Once the delivery job has finished, nothing more can come.
    await untilQueueFinished(w.app.db, [DELIVER_JOB]);
    expect(w.receivers.of(FLAKY)).toHaveLength(3);
  });

  it("a reading.failing alert reaches the destination in the envelope, signed over timestamp and body with its key", async () => {
    const d = await addDestination(owner, FAILING);
    const data = READING_FAILING_DATA;
    const id = await writeOutbox(w.app, owner.workspace.id, "reading.failing", data);
    const [got] = await until("the alert", () => w.receivers.of(FAILING).length === 1 && w.receivers.of(FAILING));
    const body = got!.raw.toString("utf8");
    expect(JSON.parse(body)).toMatchObject({ id, type: "reading.failing", data });
    expect(got!.headers["x-svc-event"]).toBe("reading.failing");
    const ts = got!.headers["x-svc-timestamp"]!;
    expect(got!.headers["x-svc-signature"]).toBe(`sha256=${createHmac("sha256", d.key).update(`${ts}.${body}`).digest("hex")}`);
    await w.app.web.post(`/api/workspace/alert-destinations/${d.id}/disable`, {}, { cookie: owner.cookie });
  });

  it("a receiver that never answers costs at most the budget", async () => {
    w.receivers.answer(SILENT, () => "hang");
    const d = await addDestination(owner, SILENT);
    const started = Date.now();
    const res = await w.app.web.post(`/api/workspace/alert-destinations/${d.id}/test`, {}, { cookie: owner.cookie });
    const took = Date.now() - started;
    expect(res.status, res.text).toBe(200);
    expect(res.body.attempt).toMatchObject({ channel: "alert", event_type: "alert.test", status: null, error_class: "timeout" });
    expect(took).toBeGreaterThanOrEqual(RETRY_BUDGET_MS - 100);
    expect(took).toBeLessThan(RETRY_BUDGET_MS + 2_000);
    const attempts = await w.app.db.deliveryAttempt.findMany({ where: { targetId: d.id } });
    expect(attempts.reduce((sum, a) => sum + a.latencyMs, 0)).toBeLessThanOrEqual(RETRY_BUDGET_MS + 500);
    await w.app.web.post(`/api/workspace/alert-destinations/${d.id}/disable`, {}, { cookie: owner.cookie });
  }, 40_000);
});

describe("rotation", () => {
  it(
    "a destination from before 2026-09-19 starts at generation 0; after " +
      "rotation both signatures verify for seven days, then only the new",
    async () => {
      clockAt(new Date("2026-09-01T10:00:00Z"));
      const d = await addDestination(owner, ROTATING);
      expect(d.key_generation).toBe(0);
      const oldKey = d.key;

      const rotatedAt = new Date();
      clockAt(rotatedAt);
      const rotated = await w.app.web.post(`/api/workspace/alert-destinations/${d.id}/rotate`, {}, { cookie: owner.cookie });
      expect(rotated.status, rotated.text).toBe(200);
      expect(rotated.body.key_generation).toBe(1);
      const newKey = rotated.body.key as string;
      expect(newKey).not.toBe(oldKey);

      const sendAt = async (at: Date) => {
        clockAt(at);
        const before = w.receivers.of(ROTATING).length;
        const res = await w.app.web.post(`/api/workspace/alert-destinations/${d.id}/test`, {}, { cookie: owner.cookie });
        expect(res.body.attempt.status).toBe(200);
        return w.receivers.of(ROTATING)[before]!;
      };
      const during = await sendAt(new Date(rotatedAt.getTime() + 6 * DAY));
      const values = during.headers["x-svc-signature"]!.split(",");
      expect(values).toHaveLength(2);
      const ts = during.headers["x-svc-timestamp"]!;
      const sig = (key: string) => `sha256=${createHmac("sha256", key).update(`${ts}.`).update(during.raw).digest("hex")}`;
      expect(values).toEqual([sig(newKey), sig(oldKey)]);
      const now = Number(ts);
      expect(
        runPython([
          { delivery: during, key: newKey, now },
          { delivery: during, key: oldKey, now },
        ]).map((v) => v[1]),
      ).toEqual([true, true]);

      const after = await sendAt(new Date(rotatedAt.getTime() + 7 * DAY + 60_000));
      expect(after.headers["x-svc-signature"]!.split(",")).toHaveLength(1);
      const later = Number(after.headers["x-svc-timestamp"]);
      expect(
        runPython([
          { delivery: after, key: newKey, now: later },
          { delivery: after, key: oldKey, now: later },
        ]).map((v) => v[1]),
      ).toEqual([true, false]);
    },
  );
});

describe("tenant isolation", () => {
  it("another workspace cannot list, test-send, rotate or disable a destination", async () => {
    const d = await addDestination(owner, FLAKY);
    const list = await w.app.web.get("/api/workspace/alert-destinations", { cookie: other.cookie });
    expect(list.body.destinations).toEqual([]);
    for (const action of ["test", "rotate", "disable"]) {
      const res = await w.app.web.post(`/api/workspace/alert-destinations/${d.id}/${action}`, {}, { cookie: other.cookie });
      expect([action, res.status, res.body.error]).toEqual([action, 404, "not_found"]);
    }
    const row = await w.app.db.alertDestination.findUniqueOrThrow({ where: { id: d.id } });
    expect([row.keyGeneration, row.disabledAt]).toEqual([1, null]);
  });

  it("only the workspace owner rotates", async () => {
    const d = await addDestination(owner, FLAKY);
    await w.app.db.membership.updateMany({ where: { workspaceId: owner.workspace.id }, data: { role: "member" } });
    try {
      const res = await w.app.web.post(`/api/workspace/alert-destinations/${d.id}/rotate`, {}, { cookie: owner.cookie });
      expect([res.status, res.body.error]).toEqual([403, "forbidden"]);
    } finally {
      await w.app.db.membership.updateMany({ where: { workspaceId: owner.workspace.id }, data: { role: "owner" } });
    }
  });
});

describe("retention", () => {
  it("the daily prune drops attempts older than 30 days and keeps newer ones", async () => {
    const before = await w.app.db.deliveryAttempt.count({ where: { workspaceId: owner.workspace.id } });
    expect(before).toBeGreaterThan(0);
    clockAt(new Date(Date.now() + 29 * DAY));
    await pruneDeliveries();
    expect(await w.app.db.deliveryAttempt.count({ where: { workspaceId: owner.workspace.id } })).toBe(before);
    // The rotation test's attempts were dated up to seven days ahead: 38 days on, all are past retention.
    clockAt(new Date(Date.now() + 38 * DAY));
    await pruneDeliveries();
    expect(await w.app.db.deliveryAttempt.count({ where: { workspaceId: owner.workspace.id } })).toBe(0);
  });
});
