// The hourly schedule on the job queue. Each hour a cron job (one per slot, whichever instance sees it)
// plans the hour: one read job per due company, started at a fixed offset inside the hour derived from
// the company id, so the hour's work is spread evenly and each company is read at the same minute every
// hour. A read job is a singleton per company (one queued at a time), so planning twice, or planning on
// start after downtime, never doubles a reading, and a reading missed while down runs once on return.
import { createHash } from "node:crypto";
import { clock } from "@/lib/platform/clock";
import { env } from "@/lib/platform/env";
import { getDb } from "@/lib/platform/db/client";
import { registerJob, sendJob, sendJobs } from "@/lib/platform/jobs/queue";
import { log } from "@/lib/platform/log";
import { CADENCE_MS } from "@/lib/witness-record/continuity";
import { pruneReadings } from "@/lib/witness/engine/prune-readings";
import { logReading, tallySlot } from "@/lib/witness/engine/reading-log";
import { AlreadyReadError, NothingToReadError, runReading } from "@/lib/witness/engine/run-reading";

export const WITNESS_PLAN_JOB = "witness-plan";
export const WITNESS_READ_JOB = "witness-read";
export const WITNESS_PRUNE_JOB = "witness-prune";
/** The cron of the plan job: the top of every hour (the cadence the methodology states, CADENCE_MS). */
export const WITNESS_PLAN_CRON = "0 * * * *";

/** The scheduler's cadence: hourly, or in development the shorter one WITNESS_CADENCE_MINUTES asks for. */
export function cadenceMs(): number {
  return Math.min(env().WITNESS_CADENCE_MINUTES * 60_000, CADENCE_MS);
}

function planCron(): string {
  const minutes = cadenceMs() / 60_000;
  return minutes >= 60 ? WITNESS_PLAN_CRON : `*/${minutes} * * * *`;
}

/** Where in the hour a company is read: a stable offset from its id, spread evenly over the cadence. */
export function jitterOffsetMs(companyId: string, spreadMs: number = Math.min(env().WITNESS_SPREAD_MS, cadenceMs())): number {
  const n = createHash("sha256").update(companyId).digest().readUInt32BE(0);
  return Math.floor((n / 0x1_0000_0000) * spreadMs);
}

export function slotStart(at: Date): Date {
  const every = cadenceMs();
  return new Date(Math.floor(at.getTime() / every) * every);
}

/** Companies the engine reads: published, or claimed (owned by a workspace), with a domain, not withdrawn. */
export const DUE_COMPANIES = {
  domain: { not: null },
  withdrawnAt: null,
  OR: [{ publication: "published" as const }, { workspaceId: { not: null } }],
};

/** Queues this slot's read of every due company; returns how many were planned. */
export async function planSlot(at: Date = clock().now()): Promise<number> {
  const db = await getDb();
  const slot = slotStart(at);
  const companies = await db.company.findMany({ where: DUE_COMPANIES, select: { id: true } });
  await sendJobs(
    WITNESS_READ_JOB,
    companies.map((c) => ({
      // `run`: a planned reading, whose drift joins the workspace's one event of this run; `due` counts the slot's log line.
      data: { companyId: c.id, slot: slot.toISOString(), run: slot.toISOString(), due: companies.length },
      singletonKey: c.id,
      startAfter: new Date(slot.getTime() + jitterOffsetMs(c.id)),
    })),
  );
  return companies.length;
}

/** Reads one company unless it was already read in the job's slot (a retried or duplicated job); `run` for a planned reading. */
export async function readForSlot(companyId: string, slot: Date, run?: Date): Promise<"read" | "already_read" | "nothing_to_read"> {
  const db = await getDb();
  const company = await db.company.findUnique({ where: { id: companyId }, select: { lastReadingAt: true } });
  if (!company) return "nothing_to_read";
  if (company.lastReadingAt && company.lastReadingAt >= slot) return "already_read";
  try {
    const started = performance.now();
    const done = await runReading(db, { companyId, slot, run });
    logReading(done, performance.now() - started, { slot });
    return "read";
  } catch (err) {
    if (err instanceof NothingToReadError) return "nothing_to_read";
    if (err instanceof AlreadyReadError) return "already_read";
    throw err;
  }
}

/** One read job: reads the company for its slot and counts the outcome towards the slot's log line. */
export async function readJob(data: Record<string, unknown>): Promise<void> {
  const slot = new Date(String(data.slot));
  const due = Number(data.due) || 1;
  let outcome: Awaited<ReturnType<typeof readForSlot>>;
  try {
    outcome = await readForSlot(String(data.companyId), slot, data.run ? new Date(String(data.run)) : undefined);
  } catch (err) {
    tallySlot(slot, due, "failed");
    log("warn", "reading failed", {
      company: data.companyId,
      slot: slot.toISOString(),
      error: err instanceof Error ? err.message : String(err),
    });
    throw err;
  }
  tallySlot(slot, due, outcome === "read" ? "taken" : "skipped");
  log("debug", "witness read", { company: data.companyId, outcome });
}

/** Registers the witness jobs on the queue (before or after startJobs). */
export async function registerWitnessJobs(): Promise<void> {
  await registerJob(
    WITNESS_PLAN_JOB,
    async () => {
      const at = clock().now();
      const planned = await planSlot(at);
      log("info", "witness slot planned", { slot: slotStart(at).toISOString(), due: planned });
    },
    { schedule: planCron(), singleton: true, batchSize: 1 },
  );
  await registerJob(
    WITNESS_READ_JOB,
    readJob,
    // A reading takes at most a few deadlines; an instance killed mid-read gives its job back after this.
    { singleton: true, batchSize: 4, expireInSeconds: env().WITNESS_READ_EXPIRE_SECONDS },
  );
  await registerPrune();
}

/** Registered with the other witness jobs: once a day, the retention the methodology states. */
async function registerPrune(): Promise<void> {
  await registerJob(
    WITNESS_PRUNE_JOB,
    async () => {
      const pruned = await pruneReadings(await getDb());
      log("info", "readings pruned", pruned);
    },
    { schedule: "17 3 * * *", singleton: true, batchSize: 1 },
  );
}

/** Plans the current slot now (on start: a slot missed while every instance was down runs once). */
export async function planNow(): Promise<void> {
  await sendJob(WITNESS_PLAN_JOB, {}, { singletonKey: `start:${slotStart(clock().now()).toISOString()}` });
}
