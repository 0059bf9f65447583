// The one dispatcher. Outbox rows become delivery jobs on the shared Postgres job queue: every instance
// runs a small pump that queues a job per undispatched row (keyed by the event id, so two pumps queue it
// once) and then marks the row dispatched. A job delivers its event to every target that wants it, each
// target claimed in EventTarget first, so any number of instances deliver each event to each target once;
// a job taken back from a killed instance re-sends only targets not marked done (at least once across
// crashes; receivers deduplicate on `id`).
import { clock } from "@/lib/platform/clock";
import { getDb, type Db } from "@/lib/platform/db/client";
import { Prisma } from "@/lib/platform/db/generated/client";
import { env } from "@/lib/platform/env";
import { registerJob, sendJob, sendJobs } from "@/lib/platform/jobs/queue";
import { log } from "@/lib/platform/log";
import { ALERT_EVENT_TYPES, NEVER_SENT_TYPES, POSTURE_SOURCE_TYPES, REQUEST_RECEIVED } from "@/lib/vocabulary/event-types";
import { deliverToAgent } from "@/lib/events/agent-subscriptions";
import { deliverToDestination } from "@/lib/events/alert-destinations";
import { sendToEndpoint } from "@/lib/events/endpoints";
import type { OutboxRow } from "@/lib/events/envelope";
import { attemptRow, type AttemptRow } from "@/lib/events/record-attempt";
import { retryBudgetMs } from "@/lib/events/send-with-retries";
import { mailSubscribers, SUBSCRIBER_MAIL_JOB } from "@/lib/events/subscriber-mail";
import { INBOX_NOTICE_JOB, mailInboxNotice } from "@/lib/inbox/notice";
import { processSlot } from "@/lib/platform/process-state";

export const DELIVER_JOB = "events.deliver";
export const PRUNE_JOB = "events.prune";
const DAY_MS = 86_400_000;
/** How long the delivery log keeps an attempt, and a done claim its row. */
export const ATTEMPT_RETENTION_DAYS = 30;
const CLAIM_RETENTION_DAYS = 7;
const PUMP_BATCH = 1_000;
const DELIVER_RETRY_LIMIT = 24;
/** A claim's lease: longer than any channel's whole budget (three attempts in 15 s; one of 10 s). */
export const leaseMs = () => Math.max(retryBudgetMs(), env().EVENTS_DEADLINE_MS) + 2_000;

interface Target {
  key: string;
  /** Sends, and returns the attempts still to be logged (the retrying channels log their own). */
  send(): Promise<AttemptRow[]>;
}

const includes = (list: readonly string[], type: string) => list.includes(type);

async function targetsOf(db: Db, event: OutboxRow): Promise<Target[]> {
  if (includes(NEVER_SENT_TYPES, event.type)) return [];
  const targets: Target[] = [];
  const endpoints = await db.webhookEndpoint.findMany({
    where: { workspaceId: event.workspaceId, disabledAt: null, events: { has: event.type } },
    select: { id: true, workspaceId: true, url: true, secretEnc: true },
  });
  for (const e of endpoints) {
    targets.push({
      key: `endpoint:${e.id}`,
      send: async () => [
        attemptRow({ channel: "endpoint", targetId: e.id, workspaceId: e.workspaceId }, event, 1, await sendToEndpoint(e, event)),
      ],
    });
  }
  if (includes(ALERT_EVENT_TYPES, event.type)) {
    const destinations = await db.alertDestination.findMany({
      where: { workspaceId: event.workspaceId, disabledAt: null },
      select: { id: true, workspaceId: true, url: true, keyGeneration: true, rotatedAt: true, createdAt: true, disabledAt: true },
    });
    for (const d of destinations) targets.push({ key: `alert:${d.id}`, send: () => deliverToDestination(db, d, event).then(() => []) });
  }
  if (event.type === REQUEST_RECEIVED) {
    const slug = String((event.data as { slug?: unknown } | null)?.slug ?? "");
    const company = await db.company.findFirst({ where: { slug, workspaceId: event.workspaceId }, select: { id: true } });
    // The notice job keeps to its window itself; one queued job per company gathers the requests.
    if (company) {
      targets.push({
        key: `inbox:${company.id}`,
        send: async () => {
          await sendJob(INBOX_NOTICE_JOB, { companyId: company.id }, { singletonKey: company.id });
          return [];
        },
      });
    }
  }
  if (includes(POSTURE_SOURCE_TYPES, event.type)) {
    const companies = await db.company.findMany({
      where: { workspaceId: event.workspaceId, publication: "published" },
      select: {
        id: true,
        slug: true,
        name: true,
        workspaceId: true,
        agentSubs: { where: { confirmedAt: { not: null } }, select: { id: true, webhookUrl: true, secretEnc: true } },
      },
    });
    for (const c of companies) {
      const company = { id: c.id, slug: c.slug, name: c.name, workspaceId: c.workspaceId! };
      const version = c.agentSubs.length
        ? ((await db.recordVersion.findFirst({ where: { companyId: c.id }, orderBy: { version: "desc" }, select: { version: true } }))
            ?.version ?? null)
        : null;
      for (const s of c.agentSubs)
        targets.push({ key: `agent:${s.id}`, send: () => deliverToAgent(db, s, company, event, version).then(() => []) });
      // Mail waits out the batching window in a job of its own; one queued job per company gathers the changes.
      targets.push({
        key: `mail:${c.id}`,
        send: async () => {
          await sendJob(
            SUBSCRIBER_MAIL_JOB,
            { companyId: c.id },
            { singletonKey: c.id, startAfter: new Date(clock().nowMs() + env().SUBSCRIBER_MAIL_BATCH_SECONDS * 1000) },
          );
          return [];
        },
      });
    }
  }
  return targets;
}

/**
 * Claims the targets of one event in one statement: a pair is claimed by exactly one caller until its lease
 * passes (a little longer than any channel's whole budget), unless it is done.
 */
async function claim(db: Db, eventId: string, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const now = clock().now();
  const stale = new Date(now.getTime() - leaseMs());
  const at = Prisma.sql`(${now.toISOString()}::timestamptz AT TIME ZONE 'UTC')`;
  const rows = await db.$queryRaw<{ targetId: string }[]>(Prisma.sql`
    INSERT INTO "EventTarget" ("eventId", "targetId", "claimedAt")
    VALUES ${Prisma.join(keys.map((k) => Prisma.sql`(${eventId}, ${k}, ${at})`))}
    ON CONFLICT ("eventId", "targetId") DO UPDATE SET "claimedAt" = EXCLUDED."claimedAt"
    WHERE "EventTarget"."doneAt" IS NULL AND "EventTarget"."claimedAt" <= (${stale.toISOString()}::timestamptz AT TIME ZONE 'UTC')
    RETURNING "targetId"`);
  return new Set(rows.map((r) => r.targetId));
}

export interface Delivery {
  /** Targets this call sent to. */
  sent: number;
  /**
   * When some target is neither done nor ours (its claim is held, perhaps by an instance that died with
   * it), the moment that claim's lease passes: the event must be tried again then, or it is lost.
   */
  heldUntil: Date | null;
}

/** Targets of an event claimed by someone else and not done: when the last of those leases passes. */
async function heldUntil(db: Db, eventId: string, others: string[]): Promise<Date | null> {
  if (others.length === 0) return null;
  const held = await db.eventTarget.findMany({ where: { eventId, targetId: { in: others }, doneAt: null }, select: { claimedAt: true } });
  if (held.length === 0) return null;
  return new Date(Math.max(...held.map((h) => h.claimedAt.getTime())) + leaseMs());
}

/** Delivers one outbox event to each of its targets not yet done. */
export async function deliverEvent(eventId: string): Promise<Delivery> {
  const db = await getDb();
  const event = await db.outboxEvent.findUnique({
    where: { id: eventId },
    select: { id: true, workspaceId: true, type: true, data: true, createdAt: true },
  });
  if (!event) return { sent: 0, heldUntil: null };
  const targets = await targetsOf(db, event);
  const mine = await claim(
    db,
    event.id,
    targets.map((t) => t.key),
  );
  const claimed = targets.filter((t) => mine.has(t.key));
  const others = targets.filter((t) => !mine.has(t.key)).map((t) => t.key);
  if (claimed.length > 0) {
    const attempts = (await Promise.all(claimed.map((t) => t.send()))).flat();
    // The endpoint channel's single attempts are logged together; the retrying channels log as they go.
    if (attempts.length) await db.deliveryAttempt.createMany({ data: attempts });
    await db.eventTarget.updateMany({
      where: { eventId: event.id, targetId: { in: claimed.map((t) => t.key) } },
      data: { doneAt: clock().now() },
    });
  }
  return { sent: claimed.length, heldUntil: await heldUntil(db, event.id, others) };
}

/** Queues a delivery job for every undispatched outbox row that is due; returns how many. */
export async function pumpOutbox(): Promise<number> {
  const db = await getDb();
  // A run's `monitoring.drift` is written due at the end of the run (lib/witness/engine/run-reading.ts).
  const due = { dispatchedAt: null, createdAt: { lte: clock().now() } };
  const rows = await db.outboxEvent.findMany({ where: due, orderBy: { createdAt: "asc" }, take: PUMP_BATCH, select: { id: true } });
  if (rows.length === 0) return 0;
  // Queued before marked: a crash in between queues the event again, and its targets are claimed once.
  await sendJobs(
    DELIVER_JOB,
    rows.map((r) => ({ data: { eventId: r.id }, singletonKey: r.id })),
  );
  await db.outboxEvent.updateMany({
    where: { id: { in: rows.map((r) => r.id) }, dispatchedAt: null },
    data: { dispatchedAt: clock().now() },
  });
  return rows.length;
}

const pump = processSlot<{ timer: NodeJS.Timeout; running: boolean }>("events-pump");

/** Registers the delivery jobs and starts this instance's pump (every JOBS_POLL_SECONDS). */
export async function startEventDelivery(): Promise<void> {
  const e = env();
  await registerJob(
    DELIVER_JOB,
    async (data) => {
      const eventId = String(data.eventId);
      const { sent, heldUntil } = await deliverEvent(eventId);
      log("debug", "event delivered", { event: eventId, targets: sent });
      // A job taken back from a killed instance finds that instance's claims still leased: it comes back
      // when they pass rather than completing with those targets never sent. (The queue keeps one queued
      // job per event beside the active one, so this cannot multiply.)
      if (heldUntil) await sendJob(DELIVER_JOB, { eventId }, { singletonKey: eventId, startAfter: new Date(heldUntil.getTime() + 500) });
    },
    // A killed instance's job comes back after the expiry; its done targets are skipped. Claims make a
    // repeat safe, so a failing delivery keeps coming back, further apart each time (1 s, 2 s, 4 s, ... up
    // to about 18 hours), for days rather than giving up after a few tries on a saturated database.
    {
      singleton: true,
      batchSize: e.EVENTS_BATCH_SIZE,
      expireInSeconds: e.EVENTS_DELIVER_EXPIRE_SECONDS,
      retryLimit: DELIVER_RETRY_LIMIT,
      retryDelaySeconds: 1,
      retryBackoff: true,
    },
  );
  await registerJob(
    SUBSCRIBER_MAIL_JOB,
    async (data) => {
      const sent = await mailSubscribers(await getDb(), String(data.companyId));
      log("info", "subscriber mail", { company: data.companyId, mails: sent });
    },
    { singleton: true, batchSize: 2 },
  );
  await registerJob(
    INBOX_NOTICE_JOB,
    async (data) => {
      const companyId = String(data.companyId);
      const outcome = await mailInboxNotice(await getDb(), companyId, clock().now());
      if ("due" in outcome) await sendJob(INBOX_NOTICE_JOB, { companyId }, { singletonKey: companyId, startAfter: outcome.due });
    },
    { singleton: true, batchSize: 2 },
  );
  await registerJob(PRUNE_JOB, async () => void (await pruneDeliveries()), { schedule: "41 4 * * *", singleton: true, batchSize: 1 });
  if (pump.value) return;
  const state = { running: false, timer: setInterval(() => void tick(), e.JOBS_POLL_SECONDS * 1000) };
  state.timer.unref();
  pump.value = state;
  async function tick() {
    if (state.running) return;
    state.running = true;
    try {
      while ((await pumpOutbox()) === PUMP_BATCH);
    } catch (err) {
      log("warn", "outbox pump failed", { error: err instanceof Error ? err.message : String(err) });
    } finally {
      state.running = false;
    }
  }
}

/** Once a day: attempts older than the log's retention, and done claims no crash can still need. */
export async function pruneDeliveries(): Promise<{ attempts: number; claims: number }> {
  const db = await getDb();
  const now = clock().nowMs();
  const attempts = await db.deliveryAttempt.deleteMany({ where: { at: { lt: new Date(now - ATTEMPT_RETENTION_DAYS * DAY_MS) } } });
  const claims = await db.eventTarget.deleteMany({ where: { doneAt: { lt: new Date(now - CLAIM_RETENTION_DAYS * DAY_MS) } } });
  log("info", "deliveries pruned", { attempts: attempts.count, claims: claims.count });
  return { attempts: attempts.count, claims: claims.count };
}

/** Stops this instance's pump (tests, shutdown). */
export function stopEventDelivery(): void {
  if (pump.value) clearInterval(pump.value.timer);
  pump.value = undefined;
}
