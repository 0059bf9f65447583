// The limits step of route(), and the one place a 429 is answered (its words: lib/platform/ratelimit/refusal.ts): spends
// the contract's policies for the request's key and refuses with `rate_limited` when a window is full.
// Retry-After is the seconds until the refusing window resets (unless the policy sends none). The compare page,
// which is not a route, spends through refuseOverLimit too, and so does the OAuth server (rendering the error in
// OAuth's shape); MCP throws it too and answers it as a JSON-RPC error.
import { consume, type LimitDecision } from "@/lib/platform/ratelimit/limiter";
import { limitPolicy, type LimitPolicy } from "@/lib/platform/ratelimit/policies";
import { limitRefusal } from "@/lib/platform/ratelimit/refusal";
import { ApiError, asApiError } from "@/lib/http/api-error";
import type { LimitKey, RateLimitSpec } from "@/lib/http/contract";

const PER: Record<LimitKey, string> = {
  address: "from one address",
  network: "from one client network",
  account: "for one account from one client network",
  key: "per workspace",
  token: "for one credential",
};

/** The 429 for a refusing decision; `what` names what was counted ("requests", "token requests", ...). */
export function rateLimited(
  policy: LimitPolicy,
  d: Pick<LimitDecision, "limit" | "resetAt" | "retryAfter">,
  per: string,
  what = "requests",
): ApiError {
  return asApiError(limitRefusal(policy, d, per, what))!;
}

/** Spends one request from `policy` for `identifier`; throws the 429 when a window is full. */
export async function refuseOverLimit(policy: LimitPolicy, identifier: string, per = PER.network, what?: string): Promise<void> {
  const d = await consume(policy, identifier);
  if (!d.allowed) throw rateLimited(policy, d, per, what);
}

/** The policies of a contract's `rateLimit`, in order. */
export function contractPolicies(spec: RateLimitSpec): LimitPolicy[] {
  return (typeof spec.policy === "string" ? [spec.policy] : [...spec.policy]).map(limitPolicy);
}

/** Spends every policy of the contract for this key's identifier. */
export async function spendContractLimits(spec: RateLimitSpec, identifier: string): Promise<void> {
  for (const policy of contractPolicies(spec)) await refuseOverLimit(policy, `${spec.key}:${identifier}`, PER[spec.key]);
}
