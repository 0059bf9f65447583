// Signs one statement payload with the active witness key, as every statement the log holds is signed:
// the RFC 8785 bytes of the payload (which names the key), Ed25519, `ed25519:` + base64. Refused when the
// instant the payload speaks of lies outside the key's published window (before its not-before, at or
// after its retirement, or the key revoked or compromised): no statement may claim a time its key could
// not have signed at. Reading statements and claim statements both come through here.
import { sign } from "node:crypto";
import type { Db } from "@/lib/platform/db/client";
import { canonicalJson } from "@/lib/platform/canonical-json";
import { activeSigningKey } from "@/lib/witness-record/signing-keys";
import { SIGNATURE_PREFIX, type WitnessStatement } from "@/lib/witness-record/statement";

export class KeyWindowError extends Error {
  readonly code = "signing_key_window";
}

export async function signPayloadAt(db: Pick<Db, "signingKey">, at: Date, build: (keyId: string) => object): Promise<WitnessStatement> {
  const key = await activeSigningKey();
  const row = await db.signingKey.findUnique({ where: { kid: key.kid } });
  const ms = at.getTime();
  if (!row || row.revokedAt || row.compromisedAt || ms < row.notBefore.getTime() || (row.notAfter && ms >= row.notAfter.getTime())) {
    throw new KeyWindowError(`signing key ${key.kid} is not valid at ${at.toISOString()}`);
  }
  const payload = canonicalJson(build(key.kid));
  const signature = sign(null, Buffer.from(payload, "utf8"), key.privateKey);
  return {
    payload,
    signature: SIGNATURE_PREFIX + signature.toString("base64"),
    key_id: key.kid,
    alg: "Ed25519",
    canonicalization: "RFC8785",
  };
}
