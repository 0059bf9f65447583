// The guard as a library function: policy text, tool name and arguments in; the decision out. Reads
// the evidence from the service (SVC_BASE_URL / SVC_API_URL), verifies it here, and decides with the
// pure `decide`. Also what `svc guard decide` runs.
import { clock } from "@/lib/platform/clock";
import { readGuardEvidence } from "@/lib/transports/cli/read-guard-evidence";
import { findCounterparty } from "@/lib/transports/cli/guard/counterparty";
import { decide, type GuardDecisionDocument } from "@/lib/transports/cli/guard/decide";
import type { GuardEvidence } from "@/lib/transports/cli/guard/evidence";
import type { GuardPolicy } from "@/lib/transports/cli/guard/policy";

export interface GuardDecisionRequest {
  policy: GuardPolicy;
  tool: string;
  args: unknown;
  /** The log's pinned verifier key; unset: the key the service names in the bundle. */
  logKey?: string;
}

export async function guardDecision(request: GuardDecisionRequest): Promise<GuardDecisionDocument & { evidence: GuardEvidence | null }> {
  const entry = request.policy.tools[request.tool];
  const counterparty = entry ? findCounterparty(request.args, entry.counterparty) : null;
  // Nothing is read for a tool the policy does not name or a counterparty that cannot be found.
  const evidence: GuardEvidence | null = entry && counterparty ? await readGuardEvidence(counterparty, { logKey: request.logKey }) : null;
  const decision = decide({
    policy: request.policy,
    tool: request.tool,
    counterparty,
    evidence: evidence ?? { status: "not_listed" },
    now: clock().now(),
  });
  return { ...decision, evidence };
}
