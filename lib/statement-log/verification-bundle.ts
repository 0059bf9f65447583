// The verification bundle: one JSON document with everything needed to verify a statement offline: the
// statement, the exact bytes it is bound to (for a `statement: 1` payload the check mapping document and
// the evidence manifest the reading stored, whose SHA-256 the statement signs; for the earlier shape its
// check list), the witness keys with the time they were read, the logged entry, its inclusion proof, the
// signed checkpoint, any corrections and the token.
import type { Db } from "@/lib/platform/db/client";
import { clock } from "@/lib/platform/clock";
import type { VerificationBundle } from "@/lib/schemas/statement-log";
import { statementFacts } from "@/lib/witness-record/verify-statement";
import { canonicalJson } from "@/lib/platform/canonical-json";
import { CHECK_MAPPING_BYTES } from "@/lib/witness-record/check-mapping";
import { publishedSigningKeys } from "@/lib/witness-record/published-keys";
import type { LatestStatement } from "@/lib/network/profile/latest-statement";
import { encodeEntry } from "@/lib/statement-log/log-entry";
import { logKey } from "@/lib/statement-log/log-key";

const base64 = (text: string) => Buffer.from(text, "utf8").toString("base64");

function checkList(checks: unknown): { check_id: string; source: string; passed?: boolean }[] {
  return Array.isArray(checks)
    ? (checks as { check_id: string; source: string; passed?: boolean }[]).filter(
        (c) => c && typeof c.check_id === "string" && typeof c.source === "string",
      )
    : [];
}

/** The bytes the statement is bound to, in the form its payload signs them. */
function boundDocuments(latest: LatestStatement, payload: string): Pick<VerificationBundle, "check_mapping" | "evidence_manifest"> {
  const facts = statementFacts(payload);
  if (typeof facts !== "string" && facts.format === "statement/1") {
    const manifest = latest.reading.evidenceManifest;
    return {
      check_mapping: { canonicalization: "RFC8785", bytes: base64(CHECK_MAPPING_BYTES) },
      evidence_manifest:
        manifest && typeof manifest === "object" ? { canonicalization: "RFC8785", bytes: base64(canonicalJson(manifest)) } : null,
    };
  }
  const checks = checkList(latest.reading.checks);
  return {
    check_mapping: {
      canonicalization: "RFC8785",
      bytes: base64(canonicalJson(Array.isArray(latest.reading.checks) ? latest.reading.checks : [])),
    },
    evidence_manifest: checks.map((c) => ({ check_id: c.check_id, source: c.source })),
  };
}

export async function verificationBundle(db: Db, latest: LatestStatement): Promise<VerificationBundle | null> {
  const body = latest.body;
  if (!body || !latest.log.token) return null;
  const keys = await publishedSigningKeys(db);
  return {
    typ: "verification-bundle",
    version: 1,
    subject: latest.company,
    statement: body.statement,
    ...boundDocuments(latest, body.statement.payload),
    keys: { read_at: clock().nowMs(), keys: keys.keys },
    log: {
      verifier_key: logKey().verifierKey,
      index: body.log.index,
      entry: encodeEntry("statement", body.statement).toString("base64"),
      inclusion_proof: body.log.inclusion_proof,
      checkpoint: body.log.checkpoint,
      cosigned_by: latest.log.checkpoint?.cosigned_by ?? [],
    },
    corrections: body.corrections ?? [],
    token: latest.log.token,
  };
}
