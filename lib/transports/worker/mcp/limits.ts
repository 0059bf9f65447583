// Units: tools/call spends its tool's cost from the caller's 300 per 60 s (POLICIES.mcp), counted in
// Redis across instances and per instance when Redis cannot be reached. Everything else is free.
import type { OAuthCaller } from "@/lib/http/oauth-access-token";
import { consume, type LimitDecision } from "@/lib/platform/ratelimit/limiter";
import { POLICIES } from "@/lib/platform/ratelimit/policies";

/** The caller a limit counts: the OAuth subject when the request carries a verified token, else the client network. */
export function callerKey(clientNetwork: string, caller: OAuthCaller | null): string {
  return caller ? `sub:${caller.subject}` : `net:${clientNetwork}`;
}

export function spendUnits(caller: string, units: number): Promise<LimitDecision> {
  return consume(POLICIES.mcp, caller, units);
}
