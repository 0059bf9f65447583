// A log witness's own Ed25519 key (C2SP tlog-witness): made once into <state dir>/witness-key.json (mode
// 0600, written aside and linked into place so two starts agree on one key) and read back on every run.
// The verifier key it prints, `<name>+<hex key id>+<base64(0x04 || public key)>`, is what a log lists in
// LOG_WITNESSES and a verifier passes to `svc verify --witness-key`.
import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync, sign, type KeyObject } from "node:crypto";
import path from "node:path";
import { z } from "zod";
import { readOrCreateFile } from "@/lib/platform/read-or-create-file";
import {
  cosignatureMessage,
  encodeVerifierKey,
  noteKeyId,
  signatureLine,
  SIG_TYPE_COSIGNATURE_V1,
  validKeyName,
} from "@/lib/statement-log/signed-note";

export const WITNESS_KEY_FILE = "witness-key.json";

const KeyFileSchema = z.strictObject({
  name: z.string().refine(validKeyName, "a signed-note key name (no spaces or plus signs)"),
  jwk: z.strictObject({ kty: z.literal("OKP"), crv: z.literal("Ed25519"), d: z.string(), x: z.string() }),
});

export class WitnessKeyFileError extends Error {}

export interface WitnessKey {
  name: string;
  privateKey: KeyObject;
  publicKey: Buffer;
  keyId: Buffer;
  /** signed-note verifier key of type 0x04 (timestamped Ed25519 cosignature/v1). */
  verifierKey: string;
}

function newKeyFile(name: string | undefined): string {
  const { privateKey } = generateKeyPairSync("ed25519");
  const jwk = privateKey.export({ format: "jwk" }) as { kty: "OKP"; crv: "Ed25519"; d: string; x: string };
  // Without a chosen name the key names itself, so two witnesses started without --name never share a name.
  const chosen = name ?? `witness-${createHash("sha256").update(Buffer.from(jwk.x, "base64url")).digest("hex").slice(0, 12)}`;
  return `${JSON.stringify({ name: chosen, jwk: { kty: jwk.kty, crv: jwk.crv, d: jwk.d, x: jwk.x } }, null, 2)}\n`;
}

/** The witness key kept in `dir`, made on first use (named `name`, or after its own public key). */
export function loadOrCreateWitnessKey(dir: string, name?: string): { key: WitnessKey; file: string } {
  if (name !== undefined && !validKeyName(name))
    throw new WitnessKeyFileError(`--name ${JSON.stringify(name)} is not a key name (no spaces or plus signs)`);
  const file = path.resolve(dir, WITNESS_KEY_FILE);
  const parsed = KeyFileSchema.safeParse(JSON.parse(readOrCreateFile(file, () => newKeyFile(name))));
  if (!parsed.success) throw new WitnessKeyFileError(`${file} is not a witness key made by svc witness`);
  if (name !== undefined && parsed.data.name !== name)
    throw new WitnessKeyFileError(`${file} holds the key of ${parsed.data.name}, not ${name}`);
  const privateKey = createPrivateKey({ key: parsed.data.jwk, format: "jwk" });
  // The public half is derived from the private key, never taken from the stored `x`.
  const publicKey = Buffer.from(createPublicKey(privateKey).export({ format: "jwk" }).x as string, "base64url");
  const keyName = parsed.data.name;
  return {
    file,
    key: {
      name: keyName,
      privateKey,
      publicKey,
      keyId: noteKeyId(keyName, SIG_TYPE_COSIGNATURE_V1, publicKey),
      verifierKey: encodeVerifierKey(keyName, SIG_TYPE_COSIGNATURE_V1, publicKey),
    },
  };
}

/** The cosignature/v1 signature line of `body` (a checkpoint body) at `timestamp` (epoch seconds). */
export function cosignatureLine(body: string, key: WitnessKey, timestamp: bigint): string {
  const signature = sign(null, cosignatureMessage(body, timestamp), key.privateKey);
  const time = Buffer.alloc(8);
  time.writeBigUInt64BE(timestamp);
  return signatureLine(key.name, key.keyId, Buffer.concat([time, signature]));
}
