// The closed outcome vocabulary of the one verifier (lib/verifier): every way a witness statement, a
// Trust Ledger Token or a verification bundle can fail has its own word, and each word its `svc` exit
// code. Dependency-free: the CLI, the API documents, the README table and the vectors read these.
import { EXIT, type ExitCode } from "./cli-exit-codes";

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

export const VERIFY_OUTCOME_EXIT: Record<VerifyOutcome, ExitCode> = {
  valid: EXIT.listedWitnessed,
  malformed: EXIT.signatureInvalid,
  unknown_key: EXIT.signatureInvalid,
  key_not_yet_valid: EXIT.signatureInvalid,
  retired_key: EXIT.signatureInvalid,
  compromised_key: EXIT.signatureInvalid,
  revoked_key: EXIT.signatureInvalid,
  invalid_signature: EXIT.signatureInvalid,
  not_included: EXIT.bindingMismatch,
  binding_mismatch: EXIT.bindingMismatch,
  subject_mismatch: EXIT.bindingMismatch,
  insufficient_witnesses: EXIT.bindingMismatch,
  superseded: EXIT.superseded,
};

/** Flags a valid statement can carry: true facts a verifier should see without the answer changing. */
export const VERIFY_FLAGS = ["signed_before_compromise", "evidence_manifest_pruned", "earlier_payload_shape"] as const;
export type VerifyFlag = (typeof VERIFY_FLAGS)[number];
