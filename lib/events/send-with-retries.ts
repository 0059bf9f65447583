// The channels that retry (alert destinations, agent subscriptions): at most three attempts inside one
// budget (15 s), each attempt's deadline the budget left, a short pause between attempts. The signed
// headers are made once, before the first attempt, so every attempt carries the same timestamp.
import { clock } from "@/lib/clock";
import type { Db } from "@/lib/db/client";
import { postEvent, type AttemptResult } from "./post-event";
import { recordAttempt, type AttemptTarget } from "./record-attempt";

export const RETRY_ATTEMPTS = 3;
export const RETRY_BUDGET_MS = 15_000;
const PAUSES_MS = [500, 1_500];

export async function sendWithRetries(
  db: Db,
  target: AttemptTarget & { url: string },
  event: { id: string; type: string },
  body: string,
  headers: Record<string, string>,
): Promise<AttemptResult> {
  const started = clock().nowMs();
  const left = () => RETRY_BUDGET_MS - (clock().nowMs() - started);
  let last: AttemptResult | null = null;
  for (let attempt = 1; attempt <= RETRY_ATTEMPTS; attempt++) {
    last = await postEvent(target.url, body, headers, left());
    await recordAttempt(db, target, event, attempt, last);
    // A refused address or a redirect will not change within the budget: no point asking again.
    if (last.errorClass === null || last.errorClass === "refused" || last.errorClass === "redirect") break;
    const pause = PAUSES_MS[attempt - 1] ?? 0;
    if (attempt === RETRY_ATTEMPTS || left() <= pause + 100) break;
    await clock().sleep(pause);
  }
  return last!;
}
