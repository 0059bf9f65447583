// `svc guard`: the three decisions and the reason codes that explain them. Dependency-free.
export const GUARD_DECISIONS = ["allow", "hold", "deny"] as const;
export type GuardDecision = (typeof GUARD_DECISIONS)[number];

export const GUARD_REASONS = [
  /** Every requirement of every rule for the action was met by verified evidence. */
  "requirements_met",
  /** The policy names no requirement for this action. */
  "no_requirement",
  /** The tool is not in the policy: its default decision applies (never allow). */
  "tool_not_in_policy",
  /** No host could be read from the tool's typed counterparty argument, or the host is not on the Network. */
  "unknown_counterparty",
  /** The service could not be read: nothing is known either way. */
  "source_unreachable",
  /** The witness statement's signature, or its key's lifecycle at signing time, does not check. */
  "evidence_invalid",
  /** The witness statement is about another subject than the counterparty. */
  "subject_mismatch",
  /** A required claim is not in the verified evidence. */
  "claim_missing",
  /** A required claim is older than the rule's max_age. */
  "claim_stale",
  /** A rule marked absolute was not met: deny rather than hold. */
  "absolute_rule",
] as const;
export type GuardReason = (typeof GUARD_REASONS)[number];
