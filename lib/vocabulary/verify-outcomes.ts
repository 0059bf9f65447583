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

/** What each outcome means, for the README, /api/problems-style listings and the vectors. */
export const VERIFY_OUTCOME_MEANING: Record<VerifyOutcome, string> = {
  valid: "the signature verifies under a key valid at the statement's taken_at, and every binding holds",
  malformed: "the statement, token or payload does not follow its format (signature not `ed25519:` + base64, payload not RFC 8785, unknown version)",
  unknown_key: "no published witness key has the statement's key_id (or the log key given is not the checkpoint's)",
  key_not_yet_valid: "the statement's taken_at lies before its key's notBefore",
  retired_key: "the statement's taken_at lies after its key's retired_at",
  compromised_key: "the statement's taken_at lies at or after its key's compromised_at",
  revoked_key: "the statement's key is revoked: nothing it signed is trusted",
  invalid_signature: "the Ed25519 signature (statement or checkpoint) does not verify over the exact bytes",
  not_included: "the inclusion proof does not lead from the statement to the checkpoint's root",
  binding_mismatch: "a signed digest (check mapping, evidence manifest, key id) differs from the bytes given",
  subject_mismatch: "the statement is about another subject than the one asked about",
  insufficient_witnesses: "the checkpoint is not cosigned by as many of the named witnesses as required",
  superseded: "a later logged correction withdraws or replaces this statement",
};

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
