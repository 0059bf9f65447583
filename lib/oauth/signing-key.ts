// The authorization server's access-token signing key: Ed25519, derived (HKDF-SHA256) from MASTER_KEY
// under a label of its own, like the web server's DPoP key. Every instance derives the same key, the
// authorization server (web host) signs with it and the resource servers (API host) verify with it, and
// no key file or extra variable has to be shared between them.
import { createPrivateKey, hkdfSync } from "node:crypto";
import { calculateJwkThumbprint, type JWK } from "jose";
import { secret } from "../secrets";

// PKCS#8 DER header of an Ed25519 private key (RFC 8410 §7); the 32-byte seed follows it.
const ED25519_PKCS8_PREFIX = Buffer.from("302e020100300506032b657004220420", "hex");
export const ACCESS_TOKEN_ALG = "EdDSA";

export interface OAuthSigningKey {
  /** Private JWK with kid, alg and use, as the authorization server's JWKS takes it. */
  privateJwk: JWK;
  publicJwk: JWK;
  kid: string;
}

const KEY = Symbol.for("svc.oauth-signing-key");
type Global = typeof globalThis & { [KEY]?: { master: string; key: Promise<OAuthSigningKey> } };

async function derive(master: string): Promise<OAuthSigningKey> {
  const seed = Buffer.from(hkdfSync("sha256", Buffer.from(master, "hex"), Buffer.alloc(0), "svc-oauth-access-token-key-v1", 32));
  const privateKey = createPrivateKey({ key: Buffer.concat([ED25519_PKCS8_PREFIX, seed]), format: "der", type: "pkcs8" });
  const { kty, crv, x, d } = privateKey.export({ format: "jwk" });
  const publicJwk = { kty, crv, x } as JWK;
  const kid = await calculateJwkThumbprint(publicJwk, "sha256");
  return {
    kid,
    publicJwk: { ...publicJwk, kid, alg: ACCESS_TOKEN_ALG, use: "sig" },
    privateJwk: { kty, crv, x, d, kid, alg: ACCESS_TOKEN_ALG, use: "sig" } as JWK,
  };
}

export function oauthSigningKey(): Promise<OAuthSigningKey> {
  const master = secret("MASTER_KEY");
  const g = globalThis as Global;
  if (g[KEY]?.master !== master) g[KEY] = { master, key: derive(master) };
  return g[KEY].key;
}

/** A secret of the authorization server (cookie keys), derived from MASTER_KEY under its own label. */
export function oauthDerivedSecret(label: string): string {
  return Buffer.from(hkdfSync("sha256", Buffer.from(secret("MASTER_KEY"), "hex"), Buffer.alloc(0), `svc-oauth-${label}-v1`, 32)).toString("base64url");
}
