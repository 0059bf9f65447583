// The closed outcome vocabulary of the one verifier (lib/verifier): every way a witness statement, a
// Trust Ledger Token or a verification bundle can fail has its own word (its `svc` exit code is in
// lib/cli/verify-outcome-exit.ts). Dependency-free: the CLI, the API documents, the README table and the vectors read these.

export const VERIFY_OUTCOMES = [
  "valid",
  "malformed",
  "unknown_key",
  "key_not_yet_valid",
  "retired_key",
  "compromised_key",
  "revoked_key",
  "invalid_signature",
  "not_included",
  "binding_mismatch",
  "subject_mismatch",
  "insufficient_witnesses",
  "superseded",
] as const;
export type VerifyOutcome = (typeof VERIFY_OUTCOMES)[number];

/** Flags a valid statement can carry: true facts a verifier should see without the answer changing. */
export const VERIFY_FLAGS = ["signed_before_compromise", "evidence_manifest_pruned", "earlier_payload_shape"] as const;
export type VerifyFlag = (typeof VERIFY_FLAGS)[number];
