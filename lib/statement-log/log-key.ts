// The log key: one Ed25519 key that signs checkpoints and nothing else, so a checkpoint signature can never
// be mistaken for a witness statement's. Configured as a private JWK in LOG_SIGNING_KEY (the same on every
// instance); otherwise generated once into DATA_DIR/log-key.json, or per process under test.
import { createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from "node:crypto";
import path from "node:path";
import { env } from "@/lib/platform/env";
import { readOrCreateFile } from "@/lib/platform/read-or-create-file";
import { encodeVerifierKey, noteKeyId, SIG_TYPE_ED25519 } from "@/lib/statement-log/signed-note";
import { processSlot } from "@/lib/platform/process-state";

export interface LogKey {
  /** The key name in signatures: the log's origin. */
  name: string;
  privateKey: KeyObject;
  publicKey: Buffer;
  keyId: Buffer;
  /** signed-note verifier key: `<name>+<hex key id>+<base64(0x01 || public key)>`. */
  verifierKey: string;
}

export class LogKeyConfigError extends Error {
  readonly code = "log_key_config";
}

/** The checkpoint origin: LOG_ORIGIN, or the API host's URL and /log without the scheme. */
export function logOrigin(): string {
  const e = env();
  if (e.LOG_ORIGIN) return e.LOG_ORIGIN;
  const u = new URL(e.API_URL);
  return `${u.host}${u.pathname.replace(/\/+$/, "")}/log`;
}

function newPrivateJwk(): string {
  return JSON.stringify(generateKeyPairSync("ed25519").privateKey.export({ format: "jwk" })) + "\n";
}

function loadPrivate(raw: string, origin: string): KeyObject {
  let jwk: { kty?: string; crv?: string; d?: string };
  try {
    jwk = JSON.parse(raw);
  } catch {
    throw new LogKeyConfigError(`${origin} must hold a private Ed25519 JWK as JSON`);
  }
  if (jwk?.kty !== "OKP" || jwk.crv !== "Ed25519" || typeof jwk.d !== "string")
    throw new LogKeyConfigError(`${origin} must be a private Ed25519 JWK (kty OKP, crv Ed25519, d, x)`);
  try {
    return createPrivateKey({ key: jwk as never, format: "jwk" });
  } catch (err) {
    throw new LogKeyConfigError(`unreadable ${origin}: ${(err as Error).message}`);
  }
}

const held = processSlot<Map<string, KeyObject>>("log-key");

function privateKey(): KeyObject {
  const e = env();
  const source = e.LOG_SIGNING_KEY ? `env:${e.LOG_SIGNING_KEY}` : e.NODE_ENV === "test" ? "test" : `file:${path.resolve(e.DATA_DIR)}`;
  held.value ??= new Map();
  let key = held.value.get(source);
  if (!key) {
    if (e.LOG_SIGNING_KEY) key = loadPrivate(e.LOG_SIGNING_KEY, "LOG_SIGNING_KEY");
    else if (e.NODE_ENV === "test") key = loadPrivate(newPrivateJwk(), "the generated log key");
    else {
      const file = path.resolve(e.DATA_DIR, "log-key.json");
      key = loadPrivate(readOrCreateFile(file, newPrivateJwk), file);
    }
    held.value.set(source, key);
  }
  return key;
}

export function logKey(): LogKey {
  const key = privateKey();
  const name = logOrigin();
  // The public half is derived from the private key, never taken from the configured `x`.
  const publicKey = Buffer.from(createPublicKey(key).export({ format: "jwk" }).x as string, "base64url");
  return {
    name,
    privateKey: key,
    publicKey,
    keyId: noteKeyId(name, SIG_TYPE_ED25519, publicKey),
    verifierKey: encodeVerifierKey(name, SIG_TYPE_ED25519, publicKey),
  };
}
