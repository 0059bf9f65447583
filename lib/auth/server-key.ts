// The web host's own DPoP key: the API host accepts a session token only with a proof signed by it, so a
// session cookie taken from a browser cannot be replayed against the API host. The Ed25519 key is derived
// (HKDF-SHA256) from MASTER_KEY, which every instance already shares, under a label of its own: no extra
// configuration, the same key on every instance, and rotating MASTER_KEY rotates it.
import { createPrivateKey, createPublicKey, hkdfSync, type KeyObject } from "node:crypto";
import { calculateJwkThumbprint, type JWK } from "jose";
import { secret } from "../secrets";

// PKCS#8 DER header of an Ed25519 private key (RFC 8410 §7); the 32-byte seed follows it.
const ED25519_PKCS8_PREFIX = Buffer.from("302e020100300506032b657004220420", "hex");

export interface ServerKey {
  privateKey: KeyObject;
  publicJwk: JWK;
  jkt: string;
}

const KEY = Symbol.for("svc.server-dpop-key");
type Global = typeof globalThis & { [KEY]?: { master: string; key: Promise<ServerKey> } };

async function derive(master: string): Promise<ServerKey> {
  const seed = Buffer.from(hkdfSync("sha256", Buffer.from(master, "hex"), Buffer.alloc(0), "svc-web-server-dpop-key-v1", 32));
  const privateKey = createPrivateKey({ key: Buffer.concat([ED25519_PKCS8_PREFIX, seed]), format: "der", type: "pkcs8" });
  const { kty, crv, x } = createPublicKey(privateKey).export({ format: "jwk" });
  const publicJwk = { kty, crv, x } as JWK;
  return { privateKey, publicJwk, jkt: await calculateJwkThumbprint(publicJwk, "sha256") };
}

export function serverKey(): Promise<ServerKey> {
  const master = secret("MASTER_KEY");
  const g = globalThis as Global;
  if (g[KEY]?.master !== master) g[KEY] = { master, key: derive(master) };
  return g[KEY].key;
}
