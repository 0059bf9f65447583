// The log's sequencer on the job queue: one job at a time (a stately pg-boss queue under one singleton
// key), claimed by one instance with SKIP LOCKED, integrates a batch and queues the next run
// LOG_INTEGRATE_MS later. A cron every minute restarts the chain should it ever break (a job that ran out
// of retries); a send while one is queued is dropped. integratePending keeps its advisory lock, so even a
// job handed out twice (an expired claim on a slow instance) cannot fork the tree.
import { clock } from "@/lib/platform/clock";
import { getDb } from "@/lib/platform/db/client";
import { env } from "@/lib/platform/env";
import { registerJob, sendJob } from "@/lib/platform/jobs/queue";
import { log } from "@/lib/platform/log";
import { integratePending } from "@/lib/statement-log/integrate";

export const LOG_SEQUENCER_JOB = "log-sequencer";
const KEY = "sequencer";

function next(everyMs: number): Promise<string | null> {
  return sendJob(LOG_SEQUENCER_JOB, {}, { singletonKey: KEY, startAfter: new Date(clock().nowMs() + everyMs) });
}

/** Registers the sequencer job (before or after startJobs); startLogSequencerJob() then starts the chain. */
export async function registerLogSequencerJob(everyMs = env().LOG_INTEGRATE_MS): Promise<void> {
  await registerJob(
    LOG_SEQUENCER_JOB,
    async () => {
      try {
        const r = await integratePending(await getDb());
        if (r.integrated) log("debug", "log integrated", { integrated: r.integrated, size: r.size });
      } finally {
        await next(everyMs);
      }
    },
    { schedule: "* * * * *", singleton: true, batchSize: 1, expireInSeconds: 120 },
  );
}

/** Queues the first run now (a no-op when one is already queued). */
export async function startLogSequencerJob(): Promise<void> {
  await sendJob(LOG_SEQUENCER_JOB, {}, { singletonKey: KEY });
}
