// Closed vocabularies of the witness statement log. Dependency-free: the verifier, the schemas and any
// other implementation read the same words.

/**
 * What a log entry is: a witness statement of a reading, a signed correction of an earlier entry, or a
 * signed claim statement (a domain's control proven, or a claim suspended). The kind is inside the hashed
 * entry bytes, so one signed statement can never pass for another kind's leaf.
 */
export const LOG_ENTRY_KINDS = ["statement", "correction", "claim"] as const;
export type LogEntryKind = (typeof LOG_ENTRY_KINDS)[number];

/** What a correction does to the statement it names. Nothing is ever deleted from the log. */
export const CORRECTION_ACTIONS = ["withdraw", "replace"] as const;
export type CorrectionAction = (typeof CORRECTION_ACTIONS)[number];

/** Where a statement stands in the log, as the profile read reports it. */
export const LOG_STATUSES = ["pending", "included", "superseded"] as const;
/** @public A closed vocabulary's type is part of its interface, used or not. */
export type LogStatus = (typeof LOG_STATUSES)[number];

/** The outcome of verifying a Trust Ledger Token: each failure has its own word. */
export const TOKEN_OUTCOMES = [
  "valid",
  "invalid_signature",
  "unknown_key",
  "revoked_key",
  "not_included",
  "superseded",
  "malformed",
] as const;
export type TokenOutcome = (typeof TOKEN_OUTCOMES)[number];
