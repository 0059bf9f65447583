// Verifies a claim verification bundle with nothing but what it carries (or keys and a log key given
// instead): the claim statement by the one verifier (lib/witness-record/verify-claim.ts), the checkpoint's log
// signature, the entry bytes (RFC 8785 of {kind: "claim", statement}) and its inclusion proof. No
// database, no network: `svc verify --claim` runs it live and `--bundle ... --offline` runs it again.
import type { ClaimBundle } from "@/lib/schemas/statement-log";
import type { ClaimStatementPayload } from "@/lib/schemas/claim-statement-payload";
import { verifyClaimStatement } from "@/lib/witness-record/verify-claim";
import type { VerifierKey } from "@/lib/witness-record/verify-statement";
import type { VerifyFlag, VerifyOutcome } from "@/lib/vocabulary/verify-outcomes";
import { encodeEntry } from "@/lib/statement-log/log-entry";
import { checkCheckpoint, included, parseVerifiers } from "@/lib/statement-log/verify-token";

export interface ClaimBundleVerification {
  outcome: VerifyOutcome;
  detail: string;
  key_id?: string;
  flags: VerifyFlag[];
  claim?: ClaimStatementPayload;
  log?: { origin: string; index: number; size: number; root_hash: string };
}

export function verifyClaimBundle(
  bundle: ClaimBundle,
  options: { witnessKeys: readonly VerifierKey[]; logVerifierKey: string | readonly string[] },
): ClaimBundleVerification {
  const verifiers = parseVerifiers(options.logVerifierKey);
  if (typeof verifiers === "string")
    return { outcome: "unknown_key", detail: `the log verifier key given is unusable: ${verifiers}`, flags: [] };
  const statement = verifyClaimStatement(bundle.statement, options.witnessKeys);
  if (statement.outcome !== "valid") return statement;
  const passed = { key_id: statement.key_id, flags: statement.flags, claim: statement.claim };
  const claim = statement.claim!;
  if (claim.subject.domain !== bundle.subject.domain || claim.subject.slug !== bundle.subject.slug)
    return {
      ...passed,
      outcome: "binding_mismatch",
      detail: `the bundle names ${bundle.subject.domain}, the signed claim ${claim.subject.domain}`,
    };
  const checkpoint = checkCheckpoint(bundle.log.checkpoint, verifiers);
  if ("outcome" in checkpoint) return { ...passed, outcome: checkpoint.outcome, detail: checkpoint.detail };
  const log = {
    origin: checkpoint.origin,
    index: bundle.log.index,
    size: checkpoint.size,
    root_hash: checkpoint.rootHash.toString("base64"),
  };
  if (encodeEntry("claim", bundle.statement).toString("base64") !== bundle.log.entry)
    return { ...passed, log, outcome: "binding_mismatch", detail: "the bundle's entry bytes are not the claim statement's log entry" };
  if (!included("claim", bundle.statement, bundle.log.index, bundle.log.inclusion_proof, checkpoint))
    return {
      ...passed,
      log,
      outcome: "not_included",
      detail: "the inclusion proof does not lead from the claim statement to the checkpoint's root",
    };
  return {
    ...passed,
    log,
    outcome: "valid",
    detail: "the claim statement's signature verifies under a key valid when it was signed, and the signed checkpoint includes it",
  };
}
