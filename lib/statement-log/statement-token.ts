// Where one reading's statement stands in the log, and its Trust Ledger Token: the statement, its index,
// the inclusion proof to the latest checkpoint (with any cosignatures) and every integrated correction
// naming it, each with its own proof to the same checkpoint.
import type { Db } from "@/lib/platform/db/client";
import { WitnessStatementSchema } from "@/lib/schemas/network-profile";
import type { TokenBody, WitnessLog } from "@/lib/schemas/statement-log";
import type { CorrectionAction } from "@/lib/vocabulary/statement-log";
import { cosignedNote, latestCheckpoint, treeAt } from "@/lib/statement-log/log-store";
import { encodeToken } from "@/lib/statement-log/token-codec";
import { keyStatus } from "@/lib/witness-record/key-status";

export const HOW_TO_VERIFY_TOKEN =
  "Strip `tlt1.` and base64url-decode the rest to JSON. (1) Verify statement.signature (Ed25519, base64 after " +
  "`ed25519:`) over the UTF-8 bytes of statement.payload with the key whose kid is statement.key_id at /public/keys. " +
  "(2) Verify the checkpoint (a C2SP signed note) with the log's verifier key at /log. (3) " +
  'entry = RFC 8785 JSON of {kind: "statement", statement}; leaf = SHA-256(0x00 || entry); ' +
  "check log.inclusion_proof (RFC 9162) from leaf at log.index to the checkpoint's root. A " +
  "correction in `corrections` that verifies the same way and names this entry makes it superseded.";

export interface StatementLogView {
  log: WitnessLog;
  body?: TokenBody;
}

/** The signing key's lifecycle, so a statement signed by a revoked (or retired) key says so wherever it is read. */
async function signingKeyOf(db: Db, kid: string): Promise<NonNullable<WitnessLog["signing_key"]> | undefined> {
  const key = await db.signingKey.findUnique({ where: { kid }, select: { notAfter: true, revokedAt: true, compromisedAt: true } });
  if (!key) return undefined;
  return {
    kid,
    status: keyStatus(key),
    revoked_at: key.revokedAt?.toISOString() ?? null,
    compromised_at: key.compromisedAt?.toISOString() ?? null,
  };
}

export async function statementLogView(db: Db, reading: { id: string; statement: unknown }): Promise<StatementLogView | null> {
  const statement = WitnessStatementSchema.safeParse(reading.statement);
  if (!statement.success) return null;
  const signingKey = await signingKeyOf(db, statement.data.key_id);
  const keyPart = signingKey ? { signing_key: signingKey } : {};
  const entry = await db.logEntry.findUnique({ where: { readingId: reading.id }, select: { index: true } });
  if (!entry) return { log: { status: "pending", ...keyPart } };
  const index = Number(entry.index);
  const checkpoint = await latestCheckpoint(db);
  if (!checkpoint || checkpoint.size <= index) return { log: { status: "pending", ...keyPart } };
  const tree = treeAt(db, checkpoint.size);
  const corrections = await db.logCorrection.findMany({ where: { correctsIndex: entry.index }, orderBy: { createdAt: "asc" } });
  const logged = corrections.length
    ? await db.logEntry.findMany({
        where: { correctionId: { in: corrections.map((c) => c.id) } },
        select: { correctionId: true, index: true },
      })
    : [];
  const indexOf = new Map(logged.map((l) => [l.correctionId, Number(l.index)]));
  const proven: NonNullable<TokenBody["corrections"]> = [];
  for (const c of corrections) {
    const at = indexOf.get(c.id);
    const signed = WitnessStatementSchema.safeParse(c.statement);
    if (at === undefined || at >= checkpoint.size || !signed.success) continue;
    proven.push({ statement: signed.data, index: at, inclusion_proof: (await tree.inclusionProof(at)).map((h) => h.toString("base64")) });
  }
  const { note, cosigners } = await cosignedNote(db, checkpoint);
  const body: TokenBody = {
    typ: "trust-ledger-token",
    version: 1,
    statement: statement.data,
    log: { index, inclusion_proof: (await tree.inclusionProof(index)).map((h) => h.toString("base64")), checkpoint: note },
    ...(proven.length ? { corrections: proven } : {}),
  };
  const latest = corrections.at(-1);
  return {
    body,
    log: {
      status: latest ? "superseded" : "included",
      index,
      checkpoint: { size: checkpoint.size, root_hash: checkpoint.rootHash.toString("base64"), cosigned_by: cosigners },
      ...(latest
        ? { corrected_by: { index: indexOf.get(latest.id) ?? null, action: latest.action as CorrectionAction, reason: latest.reason } }
        : {}),
      token: encodeToken(body),
      ...keyPart,
    },
  };
}
