// The authorization server's access-token signing key: Ed25519, derived (HKDF-SHA256) from MASTER_KEY
// under a label of its own, like the web server's DPoP key. Every instance derives the same key, the
// authorization server (web host) signs with it and the resource servers (API host) verify with it, and
// no key file or extra variable has to be shared between them.
import { calculateJwkThumbprint, type JWK } from "jose";
import { derivedBytes, derivedEd25519Key, perMasterKey } from "@/lib/platform/derived-keys";

export const ACCESS_TOKEN_ALG = "EdDSA";

export interface OAuthSigningKey {
  /** Private JWK with kid, alg and use, as the authorization server's JWKS takes it. */
  privateJwk: JWK;
  publicJwk: JWK;
  kid: string;
}

async function derive(master: string): Promise<OAuthSigningKey> {
  const { kty, crv, x, d } = derivedEd25519Key("svc-oauth-access-token-key-v1", master).export({ format: "jwk" });
  const publicJwk = { kty, crv, x } as JWK;
  const kid = await calculateJwkThumbprint(publicJwk, "sha256");
  return {
    kid,
    publicJwk: { ...publicJwk, kid, alg: ACCESS_TOKEN_ALG, use: "sig" },
    privateJwk: { kty, crv, x, d, kid, alg: ACCESS_TOKEN_ALG, use: "sig" } as JWK,
  };
}

export function oauthSigningKey(): Promise<OAuthSigningKey> {
  return perMasterKey("oauth-signing-key", derive);
}

/** A secret of the authorization server (cookie keys), derived from MASTER_KEY under its own label. */
export function oauthDerivedSecret(label: string): string {
  return derivedBytes(`svc-oauth-${label}-v1`).toString("base64url");
}
