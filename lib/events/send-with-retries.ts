// The channels that retry (alert destinations, agent subscriptions): at most three attempts inside one
// budget (EVENTS_RETRY_BUDGET_MS, 15 s), each attempt's deadline the budget left, a short pause between
// attempts (0.5 s and 1.5 s of the 15 s: kept in proportion when a test shortens the budget). The signed
// headers are made once, before the first attempt, so every attempt carries the same timestamp.
import { clock } from "@/lib/platform/clock";
import type { Db } from "@/lib/platform/db/client";
import { env } from "@/lib/platform/env";
import { postEvent, type AttemptResult } from "@/lib/events/post-event";
import { recordAttempt, type AttemptTarget } from "@/lib/events/record-attempt";

export const RETRY_ATTEMPTS = 3;
const PAUSES = [1 / 30, 1 / 10];

/** The whole budget of one delivery on a retrying channel. */
export function retryBudgetMs(): number {
  return env().EVENTS_RETRY_BUDGET_MS;
}

export async function sendWithRetries(
  db: Db,
  target: AttemptTarget & { url: string },
  event: { id: string; type: string },
  body: string,
  headers: Record<string, string>,
): Promise<AttemptResult> {
  const budget = retryBudgetMs();
  const started = clock().nowMs();
  const left = () => budget - (clock().nowMs() - started);
  let last: AttemptResult | null = null;
  for (let attempt = 1; attempt <= RETRY_ATTEMPTS; attempt++) {
    last = await postEvent(target.url, body, headers, left());
    await recordAttempt(db, target, event, attempt, last);
    // A refused address or a redirect will not change within the budget: no point asking again.
    if (last.errorClass === null || last.errorClass === "refused" || last.errorClass === "redirect") break;
    const pause = Math.round(budget * (PAUSES[attempt - 1] ?? 0));
    if (attempt === RETRY_ATTEMPTS || left() <= pause + 100) break;
    await clock().sleep(pause);
  }
  return last!;
}
