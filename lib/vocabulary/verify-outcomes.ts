// The closed outcome vocabulary of the one verifier (lib/verifier): every way a witness statement, a
// Trust Ledger Token or a verification bundle can fail has its own word (its `svc` exit code is in
// lib/transports/cli/verify-outcome-exit.ts). Dependency-free: the CLI, the API documents, the table of
// docs/witnessing-and-verification.md and the vectors read these.

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

/** What each outcome means, in a sentence: the /verify page and docs/witnessing-and-verification.md say the same. */
export const VERIFY_OUTCOME_MEANINGS: Record<VerifyOutcome, string> = {
  valid: "the signature verifies under a key valid at the statement's taken_at, and every binding holds",
  malformed: "statement, token or payload not in its format (signature not ed25519: + base64, payload not RFC 8785, unknown version)",
  unknown_key: "no published witness key has the key_id (or the log key given is not the checkpoint's)",
  key_not_yet_valid: "taken_at lies before the key's notBefore",
  retired_key: "taken_at lies after the key's retired_at",
  compromised_key: "taken_at lies at or after the key's compromised_at",
  revoked_key: "the key is revoked: nothing it signed is trusted",
  invalid_signature: "the Ed25519 signature (statement or checkpoint) does not verify over the exact bytes",
  not_included: "the inclusion proof does not lead from the statement to the checkpoint's root",
  binding_mismatch: "a signed digest or key id differs from the bytes given (check mapping, evidence manifest, payload key_id)",
  subject_mismatch: "the statement is about another subject than the one asked about",
  insufficient_witnesses: "fewer of the witnesses the verifier named cosigned the log's checkpoint than it requires",
  superseded: "a logged (or, for a statement alone, signed) correction withdraws or replaces it",
};
