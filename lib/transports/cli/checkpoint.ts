// Reads the log's latest checkpoint (GET {api_url}/log/checkpoint, a C2SP signed note) and checks the log
// key's signature on it before anything else uses its size or root.
import {
  NoteFormatError,
  parseCheckpointBody,
  parseNote,
  parseVerifierKey,
  verifyNoteSignature,
  type Checkpoint,
} from "@/lib/statement-log/signed-note";
import { readText } from "@/lib/transports/cli/read-json";
import { serviceUrls } from "@/lib/transports/cli/service-urls";

export type CheckedCheckpoint =
  { ok: true; checkpoint: Checkpoint; note: string; cosigners: string[] } | { ok: false; reason: string; note: string };

export function checkCheckpointNote(note: string, logKey: string): CheckedCheckpoint {
  try {
    const verifier = parseVerifierKey(logKey);
    const parsed = parseNote(note);
    const checkpoint = parseCheckpointBody(parsed.body);
    if (checkpoint.origin !== verifier.name)
      return { ok: false, reason: `the checkpoint's origin ${checkpoint.origin} is not the log key's name ${verifier.name}`, note };
    const line = parsed.signatures.find((s) => s.name === verifier.name && s.keyId.equals(verifier.keyId));
    if (!line) return { ok: false, reason: "the checkpoint carries no signature by the log key", note };
    if (!verifyNoteSignature(parsed.body, line, verifier))
      return { ok: false, reason: "the log key's signature on the checkpoint does not verify", note };
    const cosigners = parsed.signatures.filter((s) => s !== line).map((s) => s.name);
    return { ok: true, checkpoint, note, cosigners };
  } catch (err) {
    if (err instanceof NoteFormatError) return { ok: false, reason: `malformed checkpoint: ${err.message}`, note };
    throw err;
  }
}

export async function readCheckpoint(logKey: string): Promise<CheckedCheckpoint> {
  const answer = await readText(new URL("/log/checkpoint", serviceUrls().apiUrl).toString());
  return checkCheckpointNote(answer.text, logKey);
}
