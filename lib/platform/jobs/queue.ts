// The job queue: pg-boss on the app's own database. Jobs and due times are rows (schema "pgboss"), so a
// restart loses nothing, and several instances on one PostgreSQL share the work: each job is claimed by
// one of them with SELECT ... FOR UPDATE SKIP LOCKED. On the embedded database the same queue runs
// in-process, reaching PGlite through a loopback socket bridge (@electric-sql/pglite-socket), because
// pg-boss speaks the PostgreSQL wire protocol through `pg`.
//
// Features register their jobs (registerJob) at import time or before startJobs(); the process that
// serves requests starts the queue once. Kept in a process slot so the Next bundle and the server entry
// share one queue.
import type { AddressInfo } from "node:net";
import { createServer } from "node:net";
import PgBoss from "pg-boss";
import { currentDbHolder } from "@/lib/platform/db/client";
import { env } from "@/lib/platform/env";
import { log } from "@/lib/platform/log";
import { processSlot } from "@/lib/platform/process-state";

export interface JobContext {
  id: string;
  name: string;
}

export interface RegisterJobOptions {
  /** Cron expression (UTC); the queue sends one job per slot whichever instance sees it first. */
  schedule?: string;
  /** At most one job of this name queued per singletonKey at a time (duplicates are dropped). */
  singleton?: boolean;
  /** Jobs fetched per poll and run side by side by one instance (default 4). */
  batchSize?: number;
  /** An active job not completed in this time is taken back and retried (a killed instance). */
  expireInSeconds?: number;
  retryLimit?: number;
  /** Seconds before the first retry (default 0); with retryBackoff, doubled each time with jitter. */
  retryDelaySeconds?: number;
  retryBackoff?: boolean;
}

export interface SendJobOptions {
  singletonKey?: string;
  startAfter?: Date;
}

type Handler = (data: Record<string, unknown>, job: JobContext) => Promise<void>;

interface Registration {
  name: string;
  handler: Handler;
  options: RegisterJobOptions;
}

interface QueueState {
  registrations: Map<string, Registration>;
  boss: PgBoss | null;
  starting: Promise<PgBoss> | null;
  bridge: { stop(): Promise<void> } | null;
  pollingSeconds: number;
}

const held = processSlot<QueueState>("jobs");

function state(): QueueState {
  return (held.value ??= { registrations: new Map(), boss: null, starting: null, bridge: null, pollingSeconds: 2 });
}

export class QueueNotStartedError extends Error {
  readonly code = "queue_not_started";
}

async function freeLoopbackPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

async function connectionString(s: QueueState): Promise<string> {
  const holder = currentDbHolder();
  if (holder.kind === "postgres") {
    if (!holder.url) throw new Error("the PostgreSQL holder carries no connection string for the job queue");
    return holder.url;
  }
  const { PGLiteSocketServer } = await import("@electric-sql/pglite-socket");
  const db = await holder.pglite!;
  const port = await freeLoopbackPort();
  // maxConnections must exceed pg-boss's pool, or extra connections are dropped (stack findings).
  const server = new PGLiteSocketServer({ db, port, host: "127.0.0.1", maxConnections: 10 });
  await server.start();
  s.bridge = server;
  // Where the queue's tables can be read while this process holds the data directory (an operator's psql,
  // or a test waiting for the queue to drain): loopback only, like the bridge itself.
  log("info", "job queue bridge", { address: `127.0.0.1:${port}` });
  return `postgres://postgres@127.0.0.1:${port}/postgres`;
}

async function attach(boss: PgBoss, r: Registration, pollingSeconds: number): Promise<void> {
  const queue = {
    name: r.name,
    policy: r.options.singleton ? "stately" : "standard",
    retryLimit: r.options.retryLimit ?? 2,
    retryDelay: r.options.retryDelaySeconds ?? 0,
    retryBackoff: r.options.retryBackoff ?? false,
    expireInSeconds: r.options.expireInSeconds ?? 15 * 60,
  } as const;
  await boss.createQueue(r.name, queue);
  // createQueue keeps an existing queue's settings: a deploy that changes them must apply them too.
  await boss.updateQueue(r.name, queue);
  await boss.work<Record<string, unknown>>(
    r.name,
    { batchSize: r.options.batchSize ?? 4, pollingIntervalSeconds: pollingSeconds },
    async (jobs) => {
      // The jobs of one fetch run side by side (batchSize is the instance's concurrency for this job). Each
      // job fails on its own: were the fetch to fail as one, a single bad job would spend the retries of
      // every job beside it. Handlers must be safe to run again.
      const results = await Promise.allSettled(jobs.map((job) => r.handler(job.data ?? {}, { id: job.id, name: job.name })));
      const failed = jobs.filter((_, i) => results[i].status === "rejected");
      if (failed.length === 0) return;
      const reason = (results.find((x) => x.status === "rejected") as PromiseRejectedResult).reason as Error;
      log("warn", "job failed", { job: r.name, jobs: failed.length, error: reason?.message });
      // The queue completes the rest when this returns; a failed job is no longer active, so stays failed.
      await Promise.all(failed.map((j) => boss.fail(r.name, j.id, { message: reason?.message ?? "failed" })));
    },
  );
  if (r.options.schedule) await boss.schedule(r.name, r.options.schedule, {}, { tz: "UTC" });
}

/** Registers a job kind. Before startJobs() it is attached at start; after, at once. */
export async function registerJob(name: string, handler: Handler, options: RegisterJobOptions = {}): Promise<void> {
  const s = state();
  const r = { name, handler, options };
  s.registrations.set(name, r);
  if (s.boss) await attach(s.boss, r, s.pollingSeconds);
}

export interface StartJobsOptions {
  /** How often an idle worker polls for new jobs (default JOBS_POLL_SECONDS). */
  pollingSeconds?: number;
}

/** Starts the queue in this process (idempotent). */
export async function startJobs(opts: StartJobsOptions = {}): Promise<PgBoss> {
  const s = state();
  if (s.boss) return s.boss;
  if (s.starting) return s.starting;
  s.pollingSeconds = opts.pollingSeconds ?? env().JOBS_POLL_SECONDS;
  s.starting = (async () => {
    const holder = currentDbHolder();
    const boss = new PgBoss({
      connectionString: await connectionString(s),
      max: holder.kind === "pglite" ? 4 : 6,
      schema: "pgboss",
      application_name: "svc-jobs",
      // The cron monitor checks every 30 s; one instance sends each slot's job.
      cronMonitorIntervalSeconds: 30,
      maintenanceIntervalSeconds: env().JOBS_MAINTENANCE_SECONDS,
    });
    boss.on("error", (err) => log("warn", "job queue error", { error: err.message }));
    await boss.start();
    for (const r of s.registrations.values()) await attach(boss, r, s.pollingSeconds);
    // The database closes after the queue: a close without stopping it first would strand its pool.
    const close = holder.close.bind(holder);
    holder.close = async () => {
      await stopJobs();
      await close();
    };
    s.boss = boss;
    return boss;
  })();
  try {
    return await s.starting;
  } catch (err) {
    await s.bridge?.stop().catch(() => {});
    s.bridge = null;
    throw err;
  } finally {
    s.starting = null;
  }
}

export async function stopJobs(): Promise<void> {
  const s = state();
  const boss = s.boss;
  s.boss = null;
  if (boss) await boss.stop({ graceful: true, timeout: 5_000, wait: true }).catch(() => {});
  if (s.bridge) {
    await s.bridge.stop().catch(() => {});
    s.bridge = null;
  }
}

/** Whether this process runs the queue (the server with JOBS on; a test that started it). */
export function queueRunning(): boolean {
  return state().boss !== null;
}

function running(): PgBoss {
  const boss = state().boss;
  if (!boss) throw new QueueNotStartedError("the job queue is not running in this process");
  return boss;
}

/** Queues one job; null when a singleton key already has one queued. */
export async function sendJob(name: string, data: Record<string, unknown>, opts: SendJobOptions = {}): Promise<string | null> {
  return running().send(name, data, { singletonKey: opts.singletonKey, startAfter: opts.startAfter });
}

/** Queues many jobs in one statement (much faster than one send each, on PGlite especially). */
export async function sendJobs(
  name: string,
  jobs: { data: Record<string, unknown>; singletonKey?: string; startAfter?: Date }[],
): Promise<void> {
  if (jobs.length === 0) return;
  await running().insert(jobs.map((j) => ({ name, data: j.data, singletonKey: j.singletonKey, startAfter: j.startAfter })));
}

/** The running queue, for tests and operator tasks that count jobs. */
export function jobQueue(): PgBoss {
  return running();
}
