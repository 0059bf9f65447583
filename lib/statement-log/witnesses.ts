// The witnesses whose cosignatures the log accepts: LOG_WITNESSES, signed-note verifier keys of type 0x04
// (timestamped Ed25519 cosignature/v1), comma or newline separated.
import { env } from "@/lib/platform/env";
import { parseVerifierKey, SIG_TYPE_COSIGNATURE_V1, type NoteVerifier } from "@/lib/statement-log/signed-note";

export function configuredWitnesses(): { vkey: string; verifier: NoteVerifier }[] {
  const raw = env().LOG_WITNESSES ?? "";
  return raw
    .split(/[,\n]/)
    .map((s) => s.trim())
    .filter(Boolean)
    .map((vkey) => {
      const verifier = parseVerifierKey(vkey);
      if (verifier.type !== SIG_TYPE_COSIGNATURE_V1)
        throw new Error(`LOG_WITNESSES: ${verifier.name} is not a cosignature/v1 (type 0x04) verifier key`);
      return { vkey, verifier };
    });
}
