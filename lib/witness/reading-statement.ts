// The versioned witness statement of one reading (`statement: 1`). Everything a verifier needs to tie
// the signature to the evidence is inside the signed RFC 8785 bytes: the reading id, subject and scope,
// when it was taken, the evaluator version, counts per outcome, the SHA-256 of the check mapping and of
// the evidence manifest, and the id of the key that signs it. No verdict, no score.
import type { Db } from "@/lib/platform/db/client";
import type { CheckOutcome } from "@/lib/vocabulary/check-outcomes";
import { signPayloadAt } from "@/lib/witness-record/sign-payload-at";
import { activeSigningKey, registerPublicKeys } from "@/lib/witness-record/signing-keys";
import { WITNESS_SERVICE, type WitnessStatement } from "@/lib/witness-record/statement";

export const STATEMENT_FORMAT = 1;

export interface ReadingStatementFacts {
  readingId: string;
  subject: { domain: string; slug: string | null };
  scope: string;
  takenAt: Date;
  evaluatorVersion: string;
  counts: Record<CheckOutcome, number>;
  standing: string | null;
  checkMappingSha256: string;
  evidenceManifestSha256: string;
  checks: readonly { check_id: string; outcome: CheckOutcome }[];
}

export interface ReadingStatementPayload {
  statement: typeof STATEMENT_FORMAT;
  service: string;
  reading_id: string;
  subject: { domain: string; slug: string | null };
  scope: string;
  taken_at: string;
  evaluator_version: string;
  counts: { passed: number; failed: number; not_read: number };
  standing: string | null;
  check_mapping_sha256: string;
  evidence_manifest_sha256: string;
  checks: { check_id: string; outcome: CheckOutcome }[];
  key_id: string;
}

export function readingStatementPayload(facts: ReadingStatementFacts, keyId: string): ReadingStatementPayload {
  return {
    statement: STATEMENT_FORMAT,
    service: WITNESS_SERVICE,
    reading_id: facts.readingId,
    subject: { domain: facts.subject.domain, slug: facts.subject.slug },
    scope: facts.scope,
    taken_at: facts.takenAt.toISOString(),
    evaluator_version: facts.evaluatorVersion,
    counts: { passed: facts.counts.passed, failed: facts.counts.failed, not_read: facts.counts.not_read },
    standing: facts.standing,
    check_mapping_sha256: facts.checkMappingSha256,
    evidence_manifest_sha256: facts.evidenceManifestSha256,
    checks: facts.checks.map((c) => ({ check_id: c.check_id, outcome: c.outcome })),
    key_id: keyId,
  };
}

/** Loads the active key and makes sure it is published, before a reading takes its time. */
export async function ensureSigningKeyPublished(db: Db): Promise<void> {
  const key = await activeSigningKey();
  if (!(await db.signingKey.findUnique({ where: { kid: key.kid }, select: { kid: true } }))) await registerPublicKeys(db);
}

/**
 * Signs with the active key, refusing when `takenAt` lies outside that key's published window
 * (signPayloadAt): no statement may claim a time its key could not have signed at.
 */
export async function signReadingStatement(db: Db, facts: ReadingStatementFacts): Promise<WitnessStatement> {
  return signPayloadAt(db, facts.takenAt, (keyId) => readingStatementPayload(facts, keyId));
}
