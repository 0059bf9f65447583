// The closed vocabulary of a witness check, shared by storage, API, statement and pages. A check is
// never a bare boolean: it passed, it failed, or it was not read (and then the reason says why).
// Dependency-free on purpose: every layer imports it.

export const CHECK_OUTCOMES = ["passed", "failed", "not_read"] as const;
export type CheckOutcome = (typeof CHECK_OUTCOMES)[number];

export const NOT_READ_REASONS = [
  "unreachable",
  "timeout",
  "refused_by_guard",
  "body_too_large",
  "source_disconnected",
  "not_applicable",
] as const;
export type NotReadReason = (typeof NOT_READ_REASONS)[number];

export const CHECK_CATEGORIES = ["transport", "headers", "disclosure", "dns", "connected_source"] as const;
export type CheckCategory = (typeof CHECK_CATEGORIES)[number];
