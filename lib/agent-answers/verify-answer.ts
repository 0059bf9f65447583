// svc_verify (and the A2A verify_token task): re-checks the two signatures of a Trust Ledger Token (the
// witness's Ed25519 signature over the statement, and the log's signed checkpoint with the inclusion
// proof to it) with the statement-log library, against the keys the service publishes. Nothing else is
// consulted, so the answer is what anyone holding the token and /public/keys would find offline.
import type { Db } from "@/lib/platform/db/client";
import type { VerifyAnswer } from "@/lib/schemas/agent-answers";
import { decodeToken } from "@/lib/statement-log/token-codec";
import { verifyWithPublishedKeys } from "@/lib/statement-log/verify-with-published-keys";
import type { StatementCheck } from "@/lib/schemas/verifier";
import { checkStatement } from "@/lib/verifier/check";
import { publishedSigningKeys } from "@/lib/witness-record/published-keys";

/** The company the token's statement is about, read from its signed payload (null when undecodable). */
function subjectOf(token: string): string | null {
  const decoded = decodeToken(token);
  if (!decoded.ok) return null;
  try {
    const payload = JSON.parse(decoded.body.statement.payload) as { subject?: { slug?: unknown; domain?: unknown } };
    const s = payload.subject;
    return typeof s?.slug === "string" ? s.slug : typeof s?.domain === "string" ? s.domain : null;
  } catch {
    return null;
  }
}

const WHAT = {
  valid:
    "Both signatures check: the witness statement is signed by a published witness " +
    "key, and the log proves it is included under a checkpoint signed by the log's key.",
  superseded: "Both signatures check, but the token carries a signed correction of this statement: a newer account exists.",
  invalid: "The token does not verify.",
} as const;

export async function readVerifyAnswer(db: Db, token: string): Promise<VerifyAnswer> {
  const v = await verifyWithPublishedKeys(db, token);
  const status = v.outcome === "valid" ? "valid" : v.outcome === "superseded" ? "superseded" : "invalid";
  return {
    status,
    provenance: status === "invalid" ? "service" : "witnessed",
    subject: subjectOf(token),
    summary:
      `${WHAT[status]} Outcome \`${v.outcome}\`: ${v.detail} A valid token shows ` +
      `only what one reading found and when; it is not a verdict on the company.`,
    outcome: v.outcome,
    detail: v.detail,
    flags: v.flags ?? [],
    keyId: v.key_id ?? null,
    log: v.log ?? null,
    correction: v.correction ?? null,
  };
}

/** A statement on its own (no log): the one verifier's statement check, with the keys given or the published ones. */
export async function readStatementCheckAnswer(db: Db, check: StatementCheck): Promise<VerifyAnswer> {
  const keys = check.keys ?? (await publishedSigningKeys(db)).keys;
  const v = checkStatement({ ...check, keys });
  const status = v.outcome === "valid" ? "valid" : v.outcome === "superseded" ? "superseded" : "invalid";
  return {
    status,
    provenance: status === "invalid" ? "service" : "witnessed",
    subject: v.subject?.slug ?? v.subject?.domain ?? null,
    summary:
      `${STATEMENT_WHAT[status]} Outcome \`${v.outcome}\`: ${v.detail}. No log inclusion was checked. ` +
      `A valid statement shows only what one reading found and when; it is not a verdict on the company.`,
    outcome: v.outcome,
    detail: v.detail,
    flags: v.flags,
    keyId: v.key_id,
    log: null,
    correction: null,
  };
}

const STATEMENT_WHAT = {
  valid: "The statement's signature checks under a witness key valid when the reading was taken.",
  superseded: "The statement's signature checks, but a signed correction withdraws or replaces it.",
  invalid: "The statement does not verify.",
} as const;
