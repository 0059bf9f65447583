// The limits step of route(), and the one place a 429 is built: spends the contract's policies for the
// request's key and refuses with `rate_limited` when a window is full. Retry-After is the seconds until
// the refusing window resets (unless the policy sends none). The compare page, which is not a route,
// spends through refuseOverLimit too, and so does the OAuth server (rendering the error in OAuth's shape);
// MCP throws it too and answers it as a JSON-RPC error.
import { clock } from "@/lib/clock";
import { consume, type LimitDecision } from "@/lib/ratelimit/limiter";
import { limitPolicy, type LimitPolicy } from "@/lib/ratelimit/policies";
import { ApiError } from "@/lib/http/api-error";
import type { LimitKey, RateLimitSpec } from "@/lib/http/contract";

const PER: Record<LimitKey, string> = {
  address: "from one address",
  network: "from one client network",
  account: "for one account from one client network",
  key: "per workspace",
  token: "for one credential",
};

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

/** The 429 for a refusing decision; `what` names what was counted ("requests", "token requests", ...). */
export function rateLimited(
  policy: LimitPolicy,
  d: Pick<LimitDecision, "limit" | "resetAt" | "retryAfter">,
  per: string,
  what = "requests",
): ApiError {
  const wait = policy.sendRetryAfter ? ` Retry in ${d.retryAfter} s.` : " Back off and retry once.";
  return new ApiError("rate_limited", {
    message: `Too many ${what}: at most ${d.limit} in this window ${per} (${windowsInWords(policy)}).${wait}`,
    retryAfter: d.retryAfter,
    sendRetryAfter: policy.sendRetryAfter,
    retryAt: new Date(d.resetAt),
  });
}

/** Spends one request from `policy` for `identifier`; throws the 429 when a window is full. */
export async function refuseOverLimit(policy: LimitPolicy, identifier: string, per = PER.network, what?: string): Promise<void> {
  const d = await consume(policy, identifier);
  if (!d.allowed) throw rateLimited(policy, d, per, what);
}

/** Refuses while `identifier` has nothing left in `policy`'s window, spending nothing: a peek of 0 units. */
export async function refuseWhileSpent(policy: LimitPolicy, identifier: string, per: string): Promise<void> {
  const d = await consume(policy, identifier, 0);
  if (d.remaining > 0) return;
  // A peek is always "allowed", so its retryAfter is 0: the wait is until the window resets.
  const retryAfter = Math.max(1, Math.ceil((d.resetAt - clock().nowMs()) / 1000));
  throw rateLimited(policy, { ...d, retryAfter }, per);
}

/** The policies of a contract's `rateLimit`, in order. */
export function contractPolicies(spec: RateLimitSpec): LimitPolicy[] {
  return (typeof spec.policy === "string" ? [spec.policy] : [...spec.policy]).map(limitPolicy);
}

/** Spends every policy of the contract for this key's identifier. */
export async function spendContractLimits(spec: RateLimitSpec, identifier: string): Promise<void> {
  for (const policy of contractPolicies(spec)) await refuseOverLimit(policy, `${spec.key}:${identifier}`, PER[spec.key]);
}
