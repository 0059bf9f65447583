// Ed25519 keys that sign witness statements. Only public halves ever leave the process: they are
// published (SigningKey table, /public/keys) so a statement verifies with nothing but the key and the
// payload, and a retired key stays published so statements it signed stay verifiable after rotation.
import { createPrivateKey, createPublicKey, generateKeyPairSync, type JsonWebKey, type KeyObject } from "node:crypto";
import { existsSync } from "node:fs";
import { readOrCreateFile } from "@/lib/platform/read-or-create-file";
import path from "node:path";
import { calculateJwkThumbprint } from "jose";
import type { Db } from "@/lib/platform/db/client";
import { env } from "@/lib/platform/env";
import { clock } from "@/lib/platform/clock";
import { bumpPageTags } from "@/lib/platform/page-cache/tag-versions";

export interface PublicSigningJwk {
  kty: "OKP";
  crv: "Ed25519";
  x: string;
  kid: string;
  use: "sig";
  alg: "EdDSA";
}

export interface ActiveSigningKey {
  kid: string;
  privateKey: KeyObject;
  publicJwk: PublicSigningJwk;
}

export interface PublishedSigningKey {
  kid: string;
  alg: "Ed25519";
  publicJwk: PublicSigningJwk;
  notBefore: Date;
  notAfter: Date | null;
}

interface LoadedKey extends ActiveSigningKey {
  notBefore: Date;
  notAfter: Date | null;
}

// Private JWK as configured. `nbf` / `exp` (epoch seconds, as in JWT) are optional extra members
// that date a key; JWK allows extra members and the generated key file writes `nbf`.
interface PrivateJwkInput extends JsonWebKey {
  kid?: string;
  nbf?: number;
  exp?: number;
}

export class SigningKeyConfigError extends Error {
  readonly code = "signing_key_config";
}

async function loadKey(jwk: PrivateJwkInput, fallbackNotBefore: Date): Promise<LoadedKey> {
  if (jwk.kty !== "OKP" || jwk.crv !== "Ed25519" || typeof jwk.d !== "string") {
    throw new SigningKeyConfigError("each witness signing key must be a private Ed25519 JWK (kty OKP, crv Ed25519, d, x)");
  }
  let privateKey: KeyObject;
  try {
    privateKey = createPrivateKey({ key: jwk, format: "jwk" });
  } catch (err) {
    throw new SigningKeyConfigError(`unreadable witness signing key: ${(err as Error).message}`);
  }
  // The public half is derived from the private key, never taken from the configured `x`.
  const x = createPublicKey(privateKey).export({ format: "jwk" }).x as string;
  const kid = jwk.kid ?? (await calculateJwkThumbprint({ kty: "OKP", crv: "Ed25519", x }, "sha256"));
  return {
    kid,
    privateKey,
    publicJwk: { kty: "OKP", crv: "Ed25519", x, kid, use: "sig", alg: "EdDSA" },
    notBefore: typeof jwk.nbf === "number" ? new Date(jwk.nbf * 1000) : fallbackNotBefore,
    notAfter: typeof jwk.exp === "number" ? new Date(jwk.exp * 1000) : null,
  };
}

function newPrivateJwk(): PrivateJwkInput {
  const { privateKey } = generateKeyPairSync("ed25519");
  return { ...privateKey.export({ format: "jwk" }), nbf: Math.floor(clock().nowMs() / 1000) };
}

function parseConfigured(raw: string, origin: string): PrivateJwkInput[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = undefined;
  }
  if (!Array.isArray(parsed) || parsed.length === 0 || !parsed.every((k) => k && typeof k === "object")) {
    throw new SigningKeyConfigError(`${origin} must hold a non-empty JSON array of private JWKs`);
  }
  return parsed as PrivateJwkInput[];
}

const keyFile = (dataDir: string) => path.resolve(dataDir, "witness-keys.json");

/** One key per data directory, created on first use (atomically across processes). */
function fileKeys(dataDir: string): PrivateJwkInput[] {
  const file = keyFile(dataDir);
  return parseConfigured(
    readOrCreateFile(file, () => JSON.stringify([newPrivateJwk()], null, 2) + "\n"),
    file,
  );
}

// Keyed by where the keys come from, so a test harness that changes the environment gets its own set.
const loaded = new Map<string, Promise<LoadedKey[]>>();

function keySet(): Promise<LoadedKey[]> {
  const e = env();
  const source = e.WITNESS_SIGNING_KEYS
    ? `env:${e.WITNESS_SIGNING_KEYS}`
    : e.NODE_ENV === "test"
      ? "test"
      : `file:${path.resolve(e.DATA_DIR)}`;
  let keys = loaded.get(source);
  if (!keys) {
    const jwks = e.WITNESS_SIGNING_KEYS
      ? parseConfigured(e.WITNESS_SIGNING_KEYS, "WITNESS_SIGNING_KEYS")
      : e.NODE_ENV === "test"
        ? [newPrivateJwk()]
        : fileKeys(e.DATA_DIR);
    const loadedAt = clock().now();
    keys = Promise.all(jwks.map((jwk) => loadKey(jwk, loadedAt)));
    loaded.set(source, keys);
    keys.catch(() => loaded.delete(source));
  }
  return keys;
}

/** The key that signs new statements: the first configured one. */
export async function activeSigningKey(): Promise<ActiveSigningKey> {
  const [first] = await keySet();
  return { kid: first.kid, privateKey: first.privateKey, publicJwk: first.publicJwk };
}

/**
 * The kid that signs new statements under this configuration, or null when there is none yet (no
 * WITNESS_SIGNING_KEYS and no key file in DATA_DIR). Unlike activeSigningKey it never creates a key:
 * an operator task that only asks must not mint one.
 */
export async function configuredSigningKid(): Promise<string | null> {
  const e = env();
  if (!e.WITNESS_SIGNING_KEYS && e.NODE_ENV !== "test" && !existsSync(keyFile(e.DATA_DIR))) return null;
  return (await activeSigningKey()).kid;
}

/** Public halves of every configured key, the active one first. */
export async function allPublicKeys(): Promise<PublishedSigningKey[]> {
  return (await keySet()).map((k) => ({
    kid: k.kid,
    alg: "Ed25519",
    publicJwk: k.publicJwk,
    notBefore: k.notBefore,
    notAfter: k.notAfter,
  }));
}

/**
 * Upserts the public halves into SigningKey, so every instance publishes the same set and a key
 * dropped from configuration stays verifiable. The first recorded notBefore is kept; a key that is
 * no longer active is stamped with the time it was first seen retired.
 */
export async function registerPublicKeys(db: Db, now: Date = clock().now()): Promise<void> {
  const keys = await allPublicKeys();
  const existing = new Map((await db.signingKey.findMany({ where: { kid: { in: keys.map((k) => k.kid) } } })).map((r) => [r.kid, r]));
  for (const [index, key] of keys.entries()) {
    const row = existing.get(key.kid);
    const notAfter = index === 0 ? null : (key.notAfter ?? row?.notAfter ?? now);
    // A retired key seen for the first time may carry no date of its own: keep its interval valid.
    const notBefore = notAfter && notAfter < key.notBefore ? notAfter : key.notBefore;
    const publicJwk = { ...key.publicJwk };
    await db.signingKey.upsert({
      where: { kid: key.kid },
      create: { kid: key.kid, alg: key.alg, publicJwk, notBefore, notAfter },
      update: { alg: key.alg, publicJwk, notAfter },
    });
    // A new key, or one retired now: the pages that show a statement's key change (lib/page-cache).
    if (!row || row.notAfter?.getTime() !== notAfter?.getTime()) await bumpPageTags(db, [{ type: "key.lifecycle" }]);
  }
}
