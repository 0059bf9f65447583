// Each outcome of the one verifier (lib/vocabulary/verify-outcomes.ts) and the `svc` exit code it gives.
import { EXIT, type ExitCode } from "@/lib/vocabulary/cli-exit-codes";
import type { VerifyOutcome } from "@/lib/vocabulary/verify-outcomes";

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
  insufficient_witnesses: EXIT.insufficientWitnesses,
  superseded: EXIT.superseded,
};
