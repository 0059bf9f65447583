// A test worker runs many files one after another in one process (isolate: false in tests/vitest.config.ts),
// so what one file's app left behind must not reach the next: this puts the process back to what a fresh
// one has. What the app keeps once per process lives in the named slots of lib/platform/process-state.ts (so
// the Next bundle and the harness share it): running things are stopped first, then every slot is emptied,
// and the app builds each again on first use with the environment the next file sets.
import { stopTaskSweep } from "@/lib/transports/a2a/sweep-expired-tasks";
import { closeDb } from "@/lib/platform/db/client";
import { stopEventDelivery } from "@/lib/events/dispatcher";
import { closeEventPool } from "@/lib/events/post-event";
import { stopChangePoller } from "@/lib/feed/change-poller";
import { stopJobs } from "@/lib/platform/jobs/queue";
import { closeSharedStore } from "@/lib/platform/redis/client";
import { forgetProcessState } from "@/lib/platform/process-state";

export async function releaseProcessState(): Promise<void> {
  stopEventDelivery();
  // The queue before the database it runs on (the holder's close would stop it too).
  await stopJobs();
  stopChangePoller();
  stopTaskSweep();
  await closeEventPool();
  closeSharedStore();
  await closeDb();
  // The clock, the witness world and the parsed environment are slots too: this empties them with the rest.
  forgetProcessState();
}
