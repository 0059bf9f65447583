// Spends one request from a policy for a client and refuses with 429 `rate_limited` when a window is
// full. Retry-After is the seconds until the refusing window resets (unless the policy sends none).
import { ApiError } from "../http/api-error";
import { consume } from "./limiter";
import type { LimitPolicy } from "./policies";

export async function refuseOverLimit(policy: LimitPolicy, identifier: string): Promise<void> {
  const d = await consume(policy, identifier);
  if (d.allowed) return;
  throw new ApiError("rate_limited", {
    message: `Too many requests: at most ${d.limit} in this window from one client network. Retry in ${d.retryAfter} s.`,
    retryAfter: d.retryAfter,
    sendRetryAfter: policy.sendRetryAfter,
    retryAt: new Date(d.resetAt),
  });
}
