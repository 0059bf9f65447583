// Accepts witness cosignatures (C2SP tlog-cosignature/v1) of a checkpoint this log signed: each line must
// verify with a configured witness key over the stored checkpoint's exact body. Others are ignored.
import type { Db } from "@/lib/platform/db/client";
import { clock } from "@/lib/platform/clock";
import { checkpointOfSize } from "@/lib/statement-log/log-store";
import { NoteFormatError, parseCheckpointBody, parseNote, verifyCosignature } from "@/lib/statement-log/signed-note";
import { configuredWitnesses } from "@/lib/statement-log/witnesses";

export type CosignatureOutcome =
  | { ok: true; size: number; accepted: { name: string; timestamp: number }[] }
  | { ok: false; reason: "malformed" | "unknown_checkpoint" | "no_valid_cosignature"; message: string };

export async function acceptCosignatures(db: Db, text: string): Promise<CosignatureOutcome> {
  let note;
  let size: number;
  try {
    note = parseNote(text);
    size = parseCheckpointBody(note.body).size;
  } catch (err) {
    if (err instanceof NoteFormatError) return { ok: false, reason: "malformed", message: `Not a cosigned checkpoint: ${err.message}.` };
    throw err;
  }
  const stored = await checkpointOfSize(db, size);
  if (!stored || parseNote(stored.note).body !== note.body)
    return { ok: false, reason: "unknown_checkpoint", message: `This log signed no checkpoint with that body (size ${size}).` };
  const witnesses = configuredWitnesses();
  const accepted: { name: string; timestamp: number }[] = [];
  const now = clock().now();
  for (const sig of note.signatures) {
    const witness = witnesses.find((w) => w.verifier.name === sig.name && w.verifier.keyId.equals(sig.keyId));
    if (!witness) continue;
    const timestamp = verifyCosignature(note.body, sig, witness.verifier);
    if (timestamp === null) continue;
    await db.logCosignature.upsert({
      where: { size_witness: { size: BigInt(size), witness: sig.name } },
      create: { size: BigInt(size), witness: sig.name, timestamp, line: sig.line, receivedAt: now },
      update: { timestamp, line: sig.line, receivedAt: now },
    });
    accepted.push({ name: sig.name, timestamp: Number(timestamp) });
  }
  if (!accepted.length)
    return {
      ok: false,
      reason: "no_valid_cosignature",
      message: "No signature line verifies with a configured witness key over this checkpoint.",
    };
  return { ok: true, size, accepted };
}
