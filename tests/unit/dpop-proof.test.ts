// DPoP proof verification (lib/auth/dpop/verify-proof.ts, RFC 9449 section 4.3) over proofs signed here
// with jose: an honest proof gives its key's RFC 7638 thumbprint, and each rule of the section refuses.
import { calculateJwkThumbprint, exportJWK, generateKeyPair, SignJWT, type JWK } from "jose";
import { beforeAll, describe, expect, it } from "vitest";
import { sha256B64url } from "@/lib/auth/tokens";
import { DpopProofError, verifyDpopProof } from "@/lib/auth/dpop/verify-proof";

const URL_ = "https://api.example/v1/evidence";
const TOKEN = "tk_live_example-access-token";
const NOW = new Date(Date.UTC(2026, 0, 1, 12, 0, 0));
const nowS = NOW.getTime() / 1000;

let privateKey: CryptoKey;
let jwk: JWK;
beforeAll(async () => {
  const pair = await generateKeyPair("ES256", { extractable: true });
  privateKey = pair.privateKey as CryptoKey;
  jwk = await exportJWK(pair.publicKey);
});

async function proof(claims: Record<string, unknown> = {}, header: Record<string, unknown> = {}) {
  return new SignJWT({ htm: "POST", htu: URL_, iat: nowS, jti: "jti-1", ath: sha256B64url(TOKEN), ...claims })
    .setProtectedHeader({ alg: "ES256", typ: "dpop+jwt", jwk, ...header })
    .sign(privateKey);
}

const expectation = { method: "post", url: URL_, accessToken: TOKEN, now: NOW };

async function refusal(p: string, overrides: Partial<typeof expectation> = {}): Promise<string> {
  try {
    await verifyDpopProof(p, { ...expectation, ...overrides });
  } catch (err) {
    expect(err).toBeInstanceOf(DpopProofError);
    return (err as Error).message;
  }
  return "accepted";
}

describe("DPoP proofs", () => {
  it("verify, giving the key's thumbprint and the proof's jti; the query of the request URL is ignored", async () => {
    const result = await verifyDpopProof(await proof(), { ...expectation, url: `${URL_}?page=2` });
    expect(result).toEqual({ jkt: await calculateJwkThumbprint(jwk, "sha256"), jti: "jti-1" });
  });

  it("are refused for another method, URL or access token", async () => {
    expect(await refusal(await proof(), { method: "GET" })).toMatch(/htm/);
    expect(await refusal(await proof(), { url: "https://api.example/v1/other" })).toMatch(/htu/);
    expect(await refusal(await proof(), { accessToken: "tk_live_other" })).toMatch(/ath/);
    expect(await refusal(await proof({ ath: undefined }))).toMatch(/ath/);
  });

  it("are refused outside the iat window: more than five minutes old or a minute ahead", async () => {
    expect(await refusal(await proof({ iat: nowS - 300 }))).toBe("accepted");
    expect(await refusal(await proof({ iat: nowS - 301 }))).toMatch(/iat/);
    expect(await refusal(await proof({ iat: nowS + 60 }))).toBe("accepted");
    expect(await refusal(await proof({ iat: nowS + 61 }))).toMatch(/iat/);
    // jose's own claim check refuses a non-numeric iat while verifying, before ours is reached.
    expect(await refusal(await proof({ iat: "now" }))).not.toBe("accepted");
  });

  it("are refused with another typ, a private key member, a key of another type, or a signature by another key", async () => {
    expect(await refusal(await proof({}, { typ: "JWT" }))).toMatch(/typ/);
    const other = await generateKeyPair("ES256", { extractable: true });
    const privateJwk = await exportJWK(other.privateKey);
    expect(await refusal(await proof({}, { jwk: privateJwk }))).toMatch(/private key member/);
    expect(
      await refusal(await proof({}, { jwk: { kty: "OKP", crv: "Ed25519", x: "11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo" } })),
    ).toMatch(/not a key for alg ES256/);
    expect(await refusal(await proof({}, { jwk: await exportJWK(other.publicKey) }))).toMatch(/signature/);
  });

  it("are refused without a jti of 1 to 256 characters, or when not a compact JWS", async () => {
    expect(await refusal(await proof({ jti: "" }))).toMatch(/jti/);
    expect(await refusal(await proof({ jti: "x".repeat(257) }))).toMatch(/jti/);
    expect(await refusal("not-a-jws")).toMatch(/compact form/);
  });
});
