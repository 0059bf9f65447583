// Verifies a DPoP proof (RFC 9449 §4.3) with jose: typ, alg (ES256, EdDSA, or the fully-specified
// Ed25519 that current clients send), a public-only embedded jwk, signature, htm, htu, iat window and
// ath. Replay (jti) is checked by the caller once the key is known to match the credential.
import { EmbeddedJWK, calculateJwkThumbprint, decodeProtectedHeader, jwtVerify, type JWK } from "jose";
import { safeEqual, sha256B64url } from "@/lib/auth/tokens";
import { normaliseHtu } from "@/lib/auth/dpop/htu";
import { clock } from "@/lib/platform/clock";

export const DPOP_ALGS = ["ES256", "EdDSA", "Ed25519"] as const;
export const IAT_BEFORE_SECONDS = 5 * 60;
export const IAT_AFTER_SECONDS = 60;
export const JTI_MEMORY_MS = 10 * 60 * 1000;
const MAX_PROOF_BYTES = 8 * 1024;
const PRIVATE_MEMBERS = ["d", "p", "q", "dp", "dq", "qi", "oth", "k"];

export class DpopProofError extends Error {
  readonly code = "invalid_dpop_proof";
}

export interface VerifiedProof {
  /** RFC 7638 SHA-256 thumbprint of the proof's key. */
  jkt: string;
  jti: string;
}

export interface ProofExpectation {
  method: string;
  /** The public URL of the request (query and fragment are ignored). */
  url: URL | string;
  accessToken: string;
  now?: Date;
}

function fail(message: string): never {
  throw new DpopProofError(message);
}

function checkKey(alg: string, jwk: unknown): JWK {
  if (!jwk || typeof jwk !== "object" || Array.isArray(jwk)) fail("The proof header has no `jwk` object.");
  const key = jwk as Record<string, unknown>;
  if (PRIVATE_MEMBERS.some((m) => m in key)) fail("The proof's `jwk` carries a private key member; send the public key only.");
  const fits = alg === "ES256" ? key.kty === "EC" && key.crv === "P-256" : key.kty === "OKP" && key.crv === "Ed25519";
  if (!fits) fail(`The proof's \`jwk\` is not a key for alg ${alg}.`);
  return key as JWK;
}

export async function verifyDpopProof(proof: string, expect: ProofExpectation): Promise<VerifiedProof> {
  const now = Math.floor((expect.now ?? clock().now()).getTime() / 1000);
  if (proof.length > MAX_PROOF_BYTES) fail("The DPoP proof is too large.");
  let header: ReturnType<typeof decodeProtectedHeader>;
  try {
    header = decodeProtectedHeader(proof);
  } catch {
    fail("The DPoP header is not a JWS in compact form.");
  }
  if (header.typ !== "dpop+jwt") fail("The proof's `typ` must be `dpop+jwt`.");
  if (!DPOP_ALGS.includes(header.alg as (typeof DPOP_ALGS)[number]))
    fail(`The proof's alg \`${String(header.alg)}\` is not accepted; use ${DPOP_ALGS.join(", ")}.`);
  checkKey(header.alg as string, header.jwk);

  let payload: Record<string, unknown>;
  try {
    ({ payload } = await jwtVerify(proof, EmbeddedJWK, { typ: "dpop+jwt", algorithms: [...DPOP_ALGS], currentDate: new Date(now * 1000) }));
  } catch {
    fail("The proof's signature does not verify with its `jwk`.");
  }

  if (payload.htm !== expect.method.toUpperCase()) fail("The proof's `htm` does not match the request method.");
  const htu = typeof payload.htu === "string" ? normaliseHtu(payload.htu) : null;
  if (!htu || htu !== normaliseHtu(String(expect.url))) fail("The proof's `htu` does not match the request URL.");
  if (typeof payload.iat !== "number" || !Number.isFinite(payload.iat)) fail("The proof has no numeric `iat`.");
  if (payload.iat < now - IAT_BEFORE_SECONDS || payload.iat > now + IAT_AFTER_SECONDS) {
    fail("The proof's `iat` is outside the accepted window (five minutes before to one minute after the server clock).");
  }
  if (typeof payload.jti !== "string" || payload.jti.length < 1 || payload.jti.length > 256)
    fail("The proof needs a `jti` of 1 to 256 characters.");
  if (typeof payload.ath !== "string" || !safeEqual(payload.ath, sha256B64url(expect.accessToken))) {
    fail("The proof's `ath` is not the base64url SHA-256 of the access token.");
  }
  return { jkt: await calculateJwkThumbprint(header.jwk as JWK, "sha256"), jti: payload.jti };
}
