// The refusal a full window gives (`rate_limited`), in words a client can act on: how many, per what, and when
// to retry (unless the policy keeps that to itself). lib/http/rate-limit.ts answers it as the 429.
import { clock } from "@/lib/platform/clock";
import { consume, type LimitDecision } from "@/lib/platform/ratelimit/limiter";
import type { LimitPolicy } from "@/lib/platform/ratelimit/policies";
import { Refusal } from "@/lib/platform/refusal";

const SPAN: Record<number, string> = { 60: "a minute", 3600: "an hour", 86400: "a day" };

/** A policy's windows in words: "20 a minute, 200 an hour", "10 in 15 minutes". */
export function windowsInWords(policy: LimitPolicy): string {
  return policy.windows
    .map((w) =>
      SPAN[w.seconds]
        ? `${w.limit} ${SPAN[w.seconds]}`
        : `${w.limit} in ${w.seconds % 60 === 0 ? `${w.seconds / 60} minutes` : `${w.seconds} seconds`}`,
    )
    .join(", ");
}

/** The refusal for a refusing decision; `what` names what was counted ("requests", "token requests", ...). */
export function limitRefusal(
  policy: LimitPolicy,
  d: Pick<LimitDecision, "limit" | "resetAt" | "retryAfter">,
  per: string,
  what = "requests",
): Refusal {
  const wait = policy.sendRetryAfter ? ` Retry in ${d.retryAfter} s.` : " Back off and retry once.";
  return new Refusal("rate_limited", {
    message: `Too many ${what}: at most ${d.limit} in this window ${per} (${windowsInWords(policy)}).${wait}`,
    retryAfter: d.retryAfter,
    sendRetryAfter: policy.sendRetryAfter,
    retryAt: new Date(d.resetAt),
  });
}

/** Refuses while `identifier` has nothing left in `policy`'s window, spending nothing: a peek of 0 units. */
export async function refuseWhileSpent(policy: LimitPolicy, identifier: string, per: string): Promise<void> {
  const d = await consume(policy, identifier, 0);
  if (d.remaining > 0) return;
  // A peek is always "allowed", so its retryAfter is 0: the wait is until the window resets.
  const retryAfter = Math.max(1, Math.ceil((d.resetAt - clock().nowMs()) / 1000));
  throw limitRefusal(policy, { ...d, retryAfter }, per);
}
