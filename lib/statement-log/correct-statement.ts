// The operator's correction: withdraws or replaces a logged statement with a signed correction entry that
// names it (index and leaf hash) and says why. The correction is queued here and appended by the sequencer;
// the corrected entry stays in the log, so the log still proves it was published.
import { randomUUID } from "node:crypto";
import type { Db } from "@/lib/platform/db/client";
import { clock } from "@/lib/platform/clock";
import { activeSigningKey } from "@/lib/witness-record/signing-keys";
import { sha256Hex } from "@/lib/platform/canonical-json";
import { CORRECTION_ACTIONS, type CorrectionAction } from "@/lib/vocabulary/statement-log";
import { correctionPayload, MAX_REASON_LENGTH } from "@/lib/statement-log/correction-payload";
import { sign } from "node:crypto";

export interface CorrectStatementOptions {
  index: number;
  action: CorrectionAction;
  reason: string;
  /** For `replace`: the payload of the statement that takes its place. */
  replacementPayload?: string;
}

export class CorrectionError extends Error {
  readonly code = "correction_refused";
}

export async function correctStatement(db: Db, opts: CorrectStatementOptions): Promise<{ id: string; payload: string }> {
  if (!CORRECTION_ACTIONS.includes(opts.action)) throw new CorrectionError(`action must be one of ${CORRECTION_ACTIONS.join(", ")}`);
  const reason = opts.reason.trim();
  if (!reason || reason.length > MAX_REASON_LENGTH)
    throw new CorrectionError(`a reason of 1 to ${MAX_REASON_LENGTH} characters is required`);
  if (opts.action === "replace" && !opts.replacementPayload) throw new CorrectionError("replace needs the replacing statement");
  const entry = await db.logEntry.findUnique({ where: { index: BigInt(opts.index) }, select: { kind: true, leafHash: true } });
  if (!entry) throw new CorrectionError(`no log entry has index ${opts.index} (a statement must be integrated before it can be corrected)`);
  if (entry.kind !== "statement") throw new CorrectionError(`entry ${opts.index} is a ${entry.kind}, not a statement`);
  const now = clock().now();
  const payload = correctionPayload({
    logIndex: opts.index,
    leafHashHex: Buffer.from(entry.leafHash).toString("hex"),
    action: opts.action,
    reason,
    replacementSha256: opts.replacementPayload ? sha256Hex(opts.replacementPayload) : undefined,
    correctedAt: now,
  });
  const key = await activeSigningKey();
  const statement = {
    payload,
    signature: "ed25519:" + sign(null, Buffer.from(payload, "utf8"), key.privateKey).toString("base64"),
    key_id: key.kid,
    alg: "Ed25519" as const,
    canonicalization: "RFC8785" as const,
  };
  const id = randomUUID();
  await db.logCorrection.create({
    data: { id, correctsIndex: BigInt(opts.index), action: opts.action, reason, statement, createdAt: now },
  });
  return { id, payload };
}
