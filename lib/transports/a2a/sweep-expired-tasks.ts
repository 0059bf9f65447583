// Deletes A2A tasks past their 24 hours, and expired OAuth artefacts. Reads already ignore both; this keeps
// the tables small.
// The job queue of issue 14 is not on main yet, so each instance runs the sweep in-process every ten
// minutes, and a transaction-scoped advisory lock lets only one instance at a time do the delete.
import { clock } from "@/lib/platform/clock";
import { getDb } from "@/lib/platform/db/client";
import { log } from "@/lib/platform/log";
import { deleteExpiredOidcPayloads } from "@/lib/oauth/prisma-adapter";
import { processSlot } from "@/lib/platform/process-state";

const SWEEP_EVERY_MS = 10 * 60 * 1000;
// A fixed, arbitrary key for pg_try_advisory_xact_lock: "A2A task sweep".
const SWEEP_LOCK_KEY = 0x0a2a5eed;

/** One sweep: the number of tasks deleted, or null when another instance holds the lock. */
export async function sweepExpiredTasks(now: Date = clock().now()): Promise<number | null> {
  const db = await getDb();
  return db.$transaction(async (tx) => {
    const [{ locked }] = await tx.$queryRaw<{ locked: boolean }[]>`SELECT pg_try_advisory_xact_lock(${SWEEP_LOCK_KEY}::bigint) AS locked`;
    if (!locked) return null;
    const { count } = await tx.a2ATask.deleteMany({ where: { expiresAt: { lte: now } } });
    return count;
  });
}

async function sweepOnce(): Promise<void> {
  await sweepExpiredTasks();
  await deleteExpiredOidcPayloads();
}

const held = processSlot<NodeJS.Timeout>("a2a-task-sweep");

/** Starts the periodic sweep once per process (first A2A or OAuth request); the timer never keeps the process alive. */
export function ensureTaskSweep(): void {
  if (held.value) return;
  held.value = setInterval(() => {
    sweepOnce().catch((err: unknown) => log("warn", "a2a task sweep failed", { error: err instanceof Error ? err.message : String(err) }));
  }, SWEEP_EVERY_MS);
  held.value.unref();
}

/** Stops the periodic sweep (the test harness, between apps in one process). */
export function stopTaskSweep(): void {
  clearInterval(held.value);
  held.value = undefined;
}
