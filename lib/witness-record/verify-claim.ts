// The one verifier's check of a claim statement (issue 29): who proved control of a domain, when and how,
// or when a claim was suspended. Pure, like ./statement.ts whose rules it shares: the envelope's form, the
// payload (JSON in its RFC 8785 form, `claim: 1`), the key, Ed25519 over the exact bytes, the payload's own
// key_id, and the key's lifecycle at the instant the payload speaks of (verified_at or suspended_at).
import { ClaimStatementPayloadSchema, type ClaimStatementPayload } from "@/lib/schemas/claim-statement-payload";
import type { VerifyFlag, VerifyOutcome } from "@/lib/vocabulary/verify-outcomes";
import {
  canonicalPayload,
  checkSignedAt,
  statementFormProblem,
  type SignedStatement,
  type VerifierKey,
} from "@/lib/witness-record/verify-statement";

export interface ClaimVerification {
  outcome: VerifyOutcome;
  detail: string;
  key_id?: string;
  /** The signed claim, once the payload parsed. */
  claim?: ClaimStatementPayload;
  flags: VerifyFlag[];
}

/** The claim payload, or why it is malformed. */
export function claimPayload(payload: string): ClaimStatementPayload | string {
  const canonical = canonicalPayload(payload);
  if (typeof canonical === "string") return canonical;
  const { doc } = canonical;
  const version = (doc as { claim?: unknown } | null)?.claim;
  if (version === undefined) return "the payload is not a claim statement (no `claim` version)";
  if (version !== 1) return `the claim payload's format ${JSON.stringify(version)} is not one this verifier knows`;
  const parsed = ClaimStatementPayloadSchema.safeParse(doc);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  return `the claim payload does not follow its schema (${issue?.path.join(".") || "payload"}: ${issue?.message})`;
}

/** The instant a claim payload speaks of. */
export const claimInstant = (claim: ClaimStatementPayload): string => (claim.event === "verified" ? claim.verified_at : claim.suspended_at);

export function verifyClaimStatement(statement: SignedStatement, keys: readonly VerifierKey[]): ClaimVerification {
  if (!statement || typeof statement.payload !== "string" || typeof statement.key_id !== "string")
    return { outcome: "malformed", detail: "the statement lacks payload or key_id", flags: [] };
  const keyId = { key_id: statement.key_id };
  const form = statementFormProblem(statement);
  if (form) return { outcome: "malformed", detail: form, flags: [], ...keyId };
  const claim = claimPayload(statement.payload);
  if (typeof claim === "string") return { outcome: "malformed", detail: claim, flags: [], ...keyId };
  const what = claim.event === "verified" ? "the verification" : "the suspension";
  const signed = checkSignedAt(statement, keys, { at: claimInstant(claim), payloadKeyId: claim.key_id, what });
  if (signed.outcome !== "valid")
    return { outcome: signed.outcome, detail: signed.detail, flags: [], ...keyId, ...(signed.signatureChecked ? { claim } : {}) };
  return {
    outcome: "valid",
    detail: `the claim statement's signature verifies under a key valid at ${what}`,
    flags: signed.flags,
    ...keyId,
    claim,
  };
}
