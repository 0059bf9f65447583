// The dispatcher across app instances, each a real `lib/transports/server/main.ts` process with the job queue on:
// outbox events to 5 endpoints, counted at the receivers. On PostgreSQL two instances share the database,
// 2,000 events, and one is killed mid-run; on the embedded database (one process may hold it) the instance
// is killed and restarted on its data directory (200 events). Either way every event is accounted for at every
// endpoint: received, or (spec 6.1: one attempt, never retried) its failed attempt is in the delivery log; and an
// event is sent to an endpoint again only before that pair is marked done (receivers deduplicate on id).
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDb, type Db } from "@/lib/platform/db/client";
import { resetEnvCache } from "@/lib/platform/env";
import { DELIVER_JOB } from "@/lib/events/dispatcher";
import { registerEndpoint } from "@/lib/events/endpoints";
import { installWorld } from "@/lib/platform/outbound/witness-network";
import { startAppInstance, type AppInstance } from "@/tests/helpers/app-instance";
import { migratedDataDir, withDataDirDb } from "@/tests/helpers/data-dir-db";
import { startReceivers, type Receivers } from "@/tests/helpers/event-receiver";
import { bridgeUrl, untilQueueFinishedAt } from "@/tests/helpers/unfinished-jobs";
import { cloneBase } from "@/tests/setup/test-db";
import { testEnv } from "@/tests/setup/test-env";

const ON_POSTGRES = !!process.env.DATABASE_URL;
// The figure of the issue runs where two instances can share a database. One embedded process delivers
// through a single-threaded database, so its kill-and-restart run uses a tenth of the events.
const EVENTS = ON_POSTGRES ? 2_000 : 200;
const ENDPOINTS = Array.from({ length: 5 }, (_, i) => `fleet-${i}.receivers.test`);
const WORKSPACE = "ws-fleet";
// Jobs an instance runs side by side: each sends to 5 endpoints, so two instances keep up to 200 requests open
// against the one test process that plays every receiver.
const BATCH = 20;

let receivers: Receivers;
let dir: string;
let pgUrl: string | undefined;
const eventIds: string[] = [];

const withDb = <T>(fn: (db: Db) => Promise<T>) => withDataDirDb(dir, pgUrl, fn);

async function startInstance(): Promise<AppInstance> {
  // A killed instance's delivery jobs come back to the queue after 5 s.
  // The bridge line tells where the embedded database's job table can be read while the instance holds it.
  return startAppInstance(dir, pgUrl, { EVENTS_BATCH_SIZE: String(BATCH), EVENTS_DELIVER_EXPIRE_SECONDS: "5", LOG_LEVEL: "info" });
}

// Event ids seen per endpoint, kept up to date as arrivals come in (parsing every body on each poll would
// itself slow the receivers down).
const seen = new Map<string, Set<string>>();
let parsed = 0;

/** Per endpoint, how many distinct event ids arrived, and how many arrivals in all. */
function counts(): { distinct: number[]; total: number } {
  for (; parsed < receivers.received.length; parsed++) {
    const r = receivers.received[parsed]!;
    seen.get(r.host)!.add(JSON.parse(r.raw.toString("utf8")).id);
  }
  return { distinct: ENDPOINTS.map((host) => seen.get(host)!.size), total: receivers.received.length };
}

/** Endpoint id by host, for reading the delivery log. */
const endpointIds = new Map<string, string>();

/** (event, endpoint) pairs that did not arrive, less those whose failed attempt the delivery log holds. */
async function unaccounted(db: Db): Promise<string[]> {
  counts();
  const notReceived = ENDPOINTS.flatMap((host) =>
    eventIds.filter((id) => !seen.get(host)!.has(id)).map((id) => `${id} ${endpointIds.get(host)}`),
  );
  if (notReceived.length === 0) return [];
  const failed = await db.deliveryAttempt.findMany({
    where: { channel: "endpoint", eventId: { in: [...new Set(notReceived.map((p) => p.split(" ")[0]!))] }, errorClass: { not: null } },
    select: { eventId: true, targetId: true },
  });
  const logged = new Set(failed.map((f) => `${f.eventId} ${f.targetId}`));
  return notReceived.filter((p) => !logged.has(p));
}

type OnLive = <T>(fn: (db: Db) => Promise<T>) => Promise<T>;

/** What the database knows of the events some endpoint never received: the failure names its cause. */
async function missing(onLive: OnLive): Promise<unknown> {
  counts();
  const lost = eventIds.filter((id) => ENDPOINTS.some((host) => !seen.get(host)!.has(id))).slice(0, 5);
  if (lost.length === 0) return [];
  return onLive(async (db) =>
    Promise.all(
      lost.map(async (id) => ({
        id,
        outbox: await db.outboxEvent.findUnique({ where: { id }, select: { dispatchedAt: true } }),
        targets: await db.eventTarget.findMany({ where: { eventId: id }, select: { targetId: true, claimedAt: true, doneAt: true } }),
        attempts: await db.deliveryAttempt.findMany({ where: { eventId: id } }),
        jobs: await db.$queryRawUnsafe(
          `SELECT id, state, retry_count, start_after, started_on, completed_on, ` +
            `output FROM pgboss.job WHERE singleton_key = $1 ORDER BY created_on`,
          id,
        ),
      })),
    ),
  );
}

async function waitFor(what: string, cond: () => Promise<boolean>, ms: number, onLive: OnLive): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await cond()) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(
    `timed out waiting for ${what}: ${JSON.stringify(counts())}; the first ` +
      `events missing: ${JSON.stringify(await missing(onLive), null, 1)}`,
  );
}

beforeAll(async () => {
  Object.assign(process.env, testEnv());
  resetEnvCache();
  dir = ON_POSTGRES ? mkdtempSync(path.join(tmpdir(), "svc-events-fleet-")) : await migratedDataDir("svc-events-fleet-");
  receivers = await startReceivers(ENDPOINTS);
  for (const host of ENDPOINTS) seen.set(host, new Set());
  writeFileSync(path.join(dir, "world.json"), JSON.stringify(receivers.world));
  installWorld(receivers.world);
  if (ON_POSTGRES) pgUrl = (await cloneBase()).url;
  await withDb(async (db) => {
    await db.workspace.create({ data: { id: WORKSPACE, slug: WORKSPACE, name: "Fleet" } });
    // A company before the first start, so the instance does not seed the demo network on its empty embedded
    // database first (minutes on a busy machine, spent before it delivers anything).
    await db.company.create({
      data: {
        id: "fleet",
        slug: "fleet",
        name: "Fleet",
        sortName: "fleet",
        domain: "fleet.example",
        jurisdiction: "EU",
        workspaceId: WORKSPACE,
      },
    });
    for (const host of ENDPOINTS) {
      const endpoint = await registerEndpoint(db, WORKSPACE, receivers.url(host), ["profile.viewed"]);
      endpointIds.set(host, endpoint.id);
    }
    const at = Date.now();
    const rows = Array.from({ length: EVENTS }, (_, i) => {
      const id = `evt_${randomBytes(16).toString("hex")}`;
      eventIds.push(id);
      return {
        id,
        workspaceId: WORKSPACE,
        type: "profile.viewed",
        data: { slug: "fleet", referrer: null, at: at + i },
        createdAt: new Date(at + i),
      };
    });
    await db.outboxEvent.createMany({ data: rows });
  });
}, 180_000);

afterAll(async () => {
  installWorld(undefined);
  await receivers?.close();
  if (ON_POSTGRES) await closeDb();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe(ON_POSTGRES ? "two instances on one PostgreSQL database" : "one instance on the embedded database, killed and restarted", () => {
  it(`delivers ${EVENTS} events to each of 5 endpoints, none lost when an instance is killed mid-run`, async () => {
    const first = await startInstance();
    const second = ON_POSTGRES ? await startInstance() : null;
    const all = [first, ...(second ? [second] : [])];
    // The database as the running instances see it: PostgreSQL, or the embedded one through the bridge of
    // the instance holding it (opening its directory from here would corrupt it).
    const live = () => pgUrl ?? bridgeUrl(all.at(-1)!.output());
    const onLive = <T>(fn: (db: Db) => Promise<T>) => withDataDirDb(dir, live(), fn);
    const started = Date.now();
    try {
      await waitFor("a fifth of the deliveries", async () => counts().total >= (EVENTS * ENDPOINTS.length) / 5, 240_000, onLive);
      first.child.kill("SIGKILL");
      await new Promise<void>((resolve) => (first.child.exitCode !== null ? resolve() : first.child.once("close", () => resolve())));
      expect(Math.min(...counts().distinct)).toBeLessThan(EVENTS);
      if (!ON_POSTGRES) {
        const until = Date.now() + 120_000;
        while (Date.now() < until) {
          const again = await startInstance().catch(() => null);
          if (again) {
            all.push(again);
            break;
          }
        }
      }
      await onLive((db) =>
        waitFor(
          "every event at every endpoint, or its failed attempt in the delivery log",
          async () => counts().distinct.every((n) => n === EVENTS) || (await unaccounted(db)).length === 0,
          240_000,
          onLive,
        ),
      );
      const took = Date.now() - started;
      // Any job the killed instance held expires and runs again (or waits out the claims it left): once the
      // queue has none left to run, nothing more can arrive, and its done targets must not have been re-sent.
      await untilQueueFinishedAt(live(), [DELIVER_JOB], 60_000);
      const { distinct, total } = counts();
      const arrived = distinct.reduce((a, b) => a + b, 0);
      await onLive(async (db) => {
        expect(await unaccounted(db)).toEqual([]);
        // Every target of every event is done: no job left anywhere can claim and send it again.
        expect(await db.eventTarget.count({ where: { eventId: { in: eventIds }, doneAt: null } })).toBe(0);
        // And none was sent again once done: a repeat (the killed instance's sends in flight, or a claim
        // whose lease passed on a stalled machine) always arrived before its pair was marked done.
        const done = new Map(
          (
            await db.eventTarget.findMany({ where: { eventId: { in: eventIds } }, select: { eventId: true, targetId: true, doneAt: true } })
          ).map((t) => [`${t.eventId} ${t.targetId}`, t.doneAt!.getTime()]),
        );
        const afterDone = ENDPOINTS.flatMap((host) =>
          receivers.of(host).flatMap((r) => {
            const key = `${JSON.parse(r.raw.toString("utf8")).id} endpoint:${endpointIds.get(host)}`;
            return r.at > done.get(key)! ? [`${key} arrived ${r.at - done.get(key)!} ms after done`] : [];
          }),
        );
        expect(afterDone).toEqual([]);
      });
      console.log(
        `events fleet: ${EVENTS} events x ${ENDPOINTS.length} endpoints in ` +
          `${took} ms; ${EVENTS * ENDPOINTS.length - arrived} attempts failed ` +
          `(logged), ${total - arrived} repeated in flight`,
      );
      const ids = new Set(eventIds);
      for (const host of ENDPOINTS) expect(receivers.of(host).every((r) => ids.has(JSON.parse(r.raw.toString("utf8")).id))).toBe(true);
    } finally {
      for (const i of all.slice(1)) await i.stop();
      if (first.child.exitCode === null) first.child.kill("SIGKILL");
    }
  }, 900_000);
});
