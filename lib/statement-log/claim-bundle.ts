// The claim verification bundle of one logged claim statement, by its log index: the statement, the
// witness keys, the entry bytes, the inclusion proof to the latest signed checkpoint (with cosignatures).
// Null when no integrated entry at that index is a claim statement.
import type { Db } from "@/lib/platform/db/client";
import { clock } from "@/lib/platform/clock";
import { WitnessStatementSchema } from "@/lib/schemas/network-profile";
import type { ClaimBundle } from "@/lib/schemas/statement-log";
import { claimPayload } from "@/lib/witness-record/verify-claim";
import { publishedSigningKeys } from "@/lib/witness-record/published-keys";
import { logKey } from "@/lib/statement-log/log-key";
import { cosignedNote, latestCheckpoint, treeAt } from "@/lib/statement-log/log-store";

export async function claimBundle(db: Db, index: number): Promise<ClaimBundle | null> {
  const checkpoint = await latestCheckpoint(db);
  if (!checkpoint || index >= checkpoint.size) return null;
  const entry = await db.logEntry.findUnique({ where: { index: BigInt(index) }, select: { kind: true, entry: true } });
  if (!entry || entry.kind !== "claim") return null;
  const logged = JSON.parse(Buffer.from(entry.entry).toString("utf8")) as { statement: unknown };
  const statement = WitnessStatementSchema.parse(logged.statement);
  const claim = claimPayload(statement.payload);
  if (typeof claim === "string") return null;
  const [proof, { note }, keys] = await Promise.all([
    treeAt(db, checkpoint.size).inclusionProof(index),
    cosignedNote(db, checkpoint),
    publishedSigningKeys(db),
  ]);
  return {
    typ: "claim-verification-bundle",
    version: 1,
    subject: { slug: claim.subject.slug, domain: claim.subject.domain },
    statement,
    keys: { read_at: clock().nowMs(), keys: keys.keys },
    log: {
      verifier_key: logKey().verifierKey,
      index,
      entry: Buffer.from(entry.entry).toString("base64"),
      inclusion_proof: proof.map((h) => h.toString("base64")),
      checkpoint: note,
    },
  };
}
