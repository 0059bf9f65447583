// The web host's own DPoP key: the API host accepts a session token only with a proof signed by it, so a
// session cookie taken from a browser cannot be replayed against the API host. The Ed25519 key is derived
// (HKDF-SHA256) from MASTER_KEY, which every instance already shares, under a label of its own: no extra
// configuration, the same key on every instance, and rotating MASTER_KEY rotates it.
import { createPublicKey, type KeyObject } from "node:crypto";
import { calculateJwkThumbprint, type JWK } from "jose";
import { derivedEd25519Key, perMasterKey } from "@/lib/platform/derived-keys";

export interface ServerKey {
  privateKey: KeyObject;
  publicJwk: JWK;
  jkt: string;
}

async function derive(master: string): Promise<ServerKey> {
  const privateKey = derivedEd25519Key("svc-web-server-dpop-key-v1", master);
  const { kty, crv, x } = createPublicKey(privateKey).export({ format: "jwk" });
  const publicJwk = { kty, crv, x } as JWK;
  return { privateKey, publicJwk, jkt: await calculateJwkThumbprint(publicJwk, "sha256") };
}

export function serverKey(): Promise<ServerKey> {
  return perMasterKey("server-dpop-key", derive);
}
