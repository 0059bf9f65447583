// The guard's decision: a pure function of the policy, the tool call and the verified evidence at a
// given time. `unknown_counterparty` and `source_unreachable` never allow; a missing or stale
// required claim never allows; an invalid statement or a wrong subject denies; an unmet absolute rule
// denies. Reasons are sorted, so the same inputs give the same document byte for byte.
import { z } from "zod";
import { GUARD_DECISIONS, GUARD_REASONS, type GuardDecision, type GuardReason } from "@/lib/vocabulary/guard-decisions";
import type { GuardEvidence } from "@/lib/transports/cli/guard/evidence";
import { durationMs, type GuardPolicy, type GuardRequirement } from "@/lib/transports/cli/guard/policy";

export const GuardRequirementResultSchema = z.strictObject({
  action: z.string(),
  claim: z.string(),
  origin: z.string().nullable(),
  state: z.enum(["met", "missing", "stale"]),
  absolute: z.boolean(),
});

export const GuardDecisionSchema = z
  .strictObject({
    decision: z.enum(GUARD_DECISIONS),
    reasons: z.array(z.enum(GUARD_REASONS)).min(1).describe("Sorted; every reason that applies."),
    tool: z.string(),
    action: z.string().nullable(),
    counterparty: z.string().nullable().describe("The host read from the tool's typed counterparty argument."),
    requirements: z.array(GuardRequirementResultSchema),
    decided_at: z.iso.datetime(),
  })
  .meta({ id: "GuardDecision", description: "What svc guard decided, and why." });

export type GuardDecisionDocument = z.infer<typeof GuardDecisionSchema>;

export interface DecideInput {
  policy: GuardPolicy;
  tool: string;
  /** The host from the typed counterparty argument, or null when none could be read. */
  counterparty: string | null;
  evidence: GuardEvidence;
  now: Date;
}

const SEVERITY: Record<GuardDecision, number> = { allow: 0, hold: 1, deny: 2 };
const worst = (a: GuardDecision, b: GuardDecision): GuardDecision => (SEVERITY[b] > SEVERITY[a] ? b : a);

function requirementState(
  req: GuardRequirement,
  evidence: Extract<GuardEvidence, { status: "listed" }>,
  now: Date,
): "met" | "missing" | "stale" {
  const accounts = evidence.claims.filter((c) => c.claim === req.claim && (req.origin === undefined || c.origin === req.origin));
  if (accounts.length === 0) return "missing";
  if (req.max_age === undefined) return "met";
  const limit = now.getTime() - durationMs(req.max_age);
  // Any fresh account meets the requirement; an account with no date cannot be shown fresh.
  return accounts.some((c) => c.observed_at !== null && Date.parse(c.observed_at) >= limit) ? "met" : "stale";
}

export function decide(input: DecideInput): GuardDecisionDocument {
  const { policy, tool, counterparty, evidence, now } = input;
  const base = { tool, counterparty, decided_at: now.toISOString() };
  const entry = policy.tools[tool];
  if (!entry) {
    return { ...base, decision: policy.unknown_tool, reasons: ["tool_not_in_policy"], action: null, requirements: [] };
  }
  const rules = policy.rules.filter((r) => r.action === entry.action);
  const anyAbsolute = rules.some((r) => r.absolute);
  const reasons = new Set<GuardReason>();
  let decision: GuardDecision = "allow";
  const requirements: GuardDecisionDocument["requirements"] = [];
  const refuse = (reason: GuardReason) => {
    reasons.add(reason);
    decision = worst(decision, anyAbsolute ? "deny" : "hold");
    if (anyAbsolute) reasons.add("absolute_rule");
  };

  if (counterparty === null || evidence.status === "not_listed") refuse("unknown_counterparty");
  else if (evidence.status === "unreachable") refuse("source_unreachable");
  else {
    if (evidence.statement === "invalid") {
      reasons.add("evidence_invalid");
      decision = "deny";
    }
    if (!evidence.subject_matches && evidence.statement !== "absent") {
      reasons.add("subject_mismatch");
      decision = "deny";
    }
    for (const rule of rules) {
      for (const req of rule.require) {
        const state = requirementState(req, evidence, now);
        requirements.push({ action: rule.action, claim: req.claim, origin: req.origin ?? null, state, absolute: rule.absolute });
        if (state === "met") continue;
        reasons.add(state === "missing" ? "claim_missing" : "claim_stale");
        decision = worst(decision, rule.absolute ? "deny" : "hold");
        if (rule.absolute) reasons.add("absolute_rule");
      }
    }
  }
  if (reasons.size === 0) reasons.add(requirements.length ? "requirements_met" : "no_requirement");
  return { ...base, decision, reasons: [...reasons].sort(), action: entry.action, requirements };
}
