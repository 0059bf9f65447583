// The company-claim job on the queue: the daily re-check of every verified claim (one instance runs it).
import { getDb } from "@/lib/platform/db/client";
import { registerJob } from "@/lib/platform/jobs/queue";
import { log } from "@/lib/platform/log";
import { recheckClaims } from "@/lib/companies/recheck-claims";

export const CLAIM_RECHECK_JOB = "claim-recheck";

export async function registerClaimJobs(): Promise<void> {
  await registerJob(
    CLAIM_RECHECK_JOB,
    async () => {
      const outcome = await recheckClaims(await getDb());
      log("info", "claims re-checked", { ...outcome });
    },
    { schedule: "41 4 * * *", singleton: true, batchSize: 1 },
  );
}
