// The verification bundle: one JSON document with everything needed to verify a statement offline: the
// statement, the evidence manifest, the exact check list bytes, the witness keys with the time they were
// read, the logged entry, its inclusion proof, the signed checkpoint, any corrections and the token.
import type { Db } from "@/lib/db/client";
import { clock } from "@/lib/clock";
import type { VerificationBundle } from "@/lib/schemas/statement-log";
import { canonicalJson } from "@/lib/witness/canonical";
import { publishedSigningKeys } from "@/lib/witness/published-keys";
import type { LatestStatement } from "./latest-statement";
import { encodeEntry } from "./log-entry";
import { logKey } from "./log-key";

function checkList(checks: unknown): { check_id: string; source: string; passed?: boolean }[] {
  return Array.isArray(checks)
    ? (checks as { check_id: string; source: string; passed?: boolean }[]).filter((c) => c && typeof c.check_id === "string" && typeof c.source === "string")
    : [];
}

export async function verificationBundle(db: Db, latest: LatestStatement): Promise<VerificationBundle | null> {
  const body = latest.body;
  if (!body || !latest.log.token) return null;
  const keys = await publishedSigningKeys(db);
  const checks = checkList(latest.reading.checks);
  return {
    typ: "verification-bundle",
    version: 1,
    subject: latest.company,
    statement: body.statement,
    evidence_manifest: checks.map((c) => ({ check_id: c.check_id, source: c.source })),
    check_mapping: {
      canonicalization: "RFC8785",
      bytes: Buffer.from(canonicalJson(Array.isArray(latest.reading.checks) ? latest.reading.checks : []), "utf8").toString("base64"),
    },
    keys: { read_at: clock().nowMs(), keys: keys.keys },
    log: {
      verifier_key: logKey().verifierKey,
      index: body.log.index,
      entry: encodeEntry("statement", body.statement).toString("base64"),
      inclusion_proof: body.log.inclusion_proof,
      checkpoint: body.log.checkpoint,
    },
    corrections: body.corrections ?? [],
    token: latest.log.token,
  };
}
