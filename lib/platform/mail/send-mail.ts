// Outbound mail is queued, never sent inside a request: sendMail puts the mail on the job queue (pg-boss),
// whose mail job delivers it, retrying with backoff for at least 24 hours, so a mail server that is down
// neither fails nor slows the request and loses nothing. The mail is sealed with MASTER_KEY in the job row
// (it carries confirmation and invitation links). A process without the queue (JOBS=off: tests, operator
// tasks) delivers at once instead.
import { env } from "@/lib/platform/env";
import { queueRunning, registerJob, sendJob } from "@/lib/platform/jobs/queue";
import { openSecret, sealSecret } from "@/lib/platform/sealed-secret";
import { deliverMail, type Mail } from "@/lib/platform/mail/deliver-mail";
import { processSlot } from "@/lib/platform/process-state";

export type { Mail } from "@/lib/platform/mail/deliver-mail";

export const MAIL_JOB = "mail-send";
const PURPOSE = "queued-mail";
const DAY_SECONDS = 86_400;

/** Retries (doubling from `delaySeconds`, as pg-boss backs off) whose shortest total wait reaches a day. */
export function mailRetryLimit(delaySeconds: number): number {
  let total = 0;
  for (let n = 1; ; n++) {
    total += (delaySeconds * 2 ** Math.min(16, n)) / 2;
    if (total >= DAY_SECONDS) return n;
  }
}

const held = processSlot<Promise<void>>("mail-job");

function registerMailJob(): Promise<void> {
  const delay = env().MAIL_RETRY_DELAY_SECONDS;
  held.value ??= registerJob(
    MAIL_JOB,
    async (data, job) => {
      const mail = JSON.parse(openSecret(String(data.sealed), PURPOSE)) as Mail;
      await deliverMail(mail, job.id);
    },
    { retryLimit: mailRetryLimit(delay), retryDelaySeconds: delay, retryBackoff: true, expireInSeconds: 120, batchSize: 4 },
  ).catch((err: unknown) => {
    held.value = undefined;
    throw err;
  });
  return held.value;
}

/** Queues one mail (delivered at once when this process runs no job queue). */
export async function sendMail(mail: Mail): Promise<void> {
  if (!queueRunning()) return deliverMail(mail);
  await registerMailJob();
  await sendJob(MAIL_JOB, { sealed: sealSecret(JSON.stringify(mail), PURPOSE) });
}
