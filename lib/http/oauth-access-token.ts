// The resource servers' check of an OAuth access token (MCP at {api_url}/public/mcp, A2A at
// {api_url}/a2a/v1). A token is accepted only when it is a JWT of our authorization server (signature by
// its key, `iss`), its `aud` is exactly this resource (one value: a token for the other resource is
// refused), it has not expired and lasts at most an hour, its grant has not been revoked (the Grant row
// is read on every request, so revocation holds on the next one), and, when bound (`cnf.jkt`), the
// request carries one fresh DPoP proof by that key (the existing verifier: htm, htu, iat, ath; jti replay).
// Refusals are 401 with `WWW-Authenticate` naming the RFC 9728 metadata of this resource.
import { errors as joseErrors, createLocalJWKSet, decodeProtectedHeader, jwtVerify, type JWTPayload } from "jose";
import { clock } from "@/lib/platform/clock";
import { getDb } from "@/lib/platform/db/client";
import { ApiError } from "@/lib/http/api-error";
import { publicUrl } from "@/lib/http/route";
import { ACCESS_TOKEN_TTL_SECONDS } from "@/lib/oauth/provider-constants";
import { issuerUrl, resourceMetadataUrl, resourceUrl, type OAuthResourceName } from "@/lib/oauth/resources";
import { ACCESS_TOKEN_ALG, oauthSigningKey } from "@/lib/oauth/signing-key";
import { rememberOnce } from "@/lib/platform/redis/remember-once";
import { DPOP_ALGS, DpopProofError, JTI_MEMORY_MS, verifyDpopProof } from "@/lib/auth/dpop/verify-proof";
import { safeEqual } from "@/lib/auth/tokens";
import { workspaceOfUser } from "@/lib/auth/workspaces";

export interface OAuthCaller {
  /** The user the token was issued to (`sub`). */
  subject: string;
  /** The signed-in workspace the token acts for (claim `workspace`). */
  workspaceId: string;
  clientId: string;
  grantId: string;
  /** Thumbprint of the proof key of a bound token; null for an unbound (bearer) token. */
  jkt: string | null;
}

type Code = "unauthorized" | "invalid_token" | "dpop_required" | "invalid_dpop_proof";

const MAX_TOKEN_BYTES = 8 * 1024;

function quote(s: string): string {
  return `"${s.replace(/["\\]/g, "'")}"`;
}

/** The challenge of a refusal: Bearer for a bearer token or none, DPoP for a bound token or DPoP scheme. */
export function oauthChallenge(resource: OAuthResourceName, scheme: "Bearer" | "DPoP", code?: Code, description?: string): string {
  const parts: string[] = [];
  if (scheme === "DPoP") parts.push(`algs=${quote(DPOP_ALGS.join(" "))}`);
  // RFC 6750 §3.1: a request with no credential at all gets the challenge without an error code.
  if (code && code !== "unauthorized") {
    parts.push(`error=${quote(code)}`);
    if (description) parts.push(`error_description=${quote(description)}`);
  }
  parts.push(`resource_metadata=${quote(resourceMetadataUrl(resource))}`);
  return `${scheme} ${parts.join(", ")}`;
}

function refuse(resource: OAuthResourceName, scheme: "Bearer" | "DPoP", code: Code, message: string): ApiError {
  return new ApiError(code, { message, headers: { "www-authenticate": oauthChallenge(resource, scheme, code, message) } });
}

function singleAudience(aud: JWTPayload["aud"]): string | null {
  if (typeof aud === "string") return aud;
  if (Array.isArray(aud) && aud.length === 1 && typeof aud[0] === "string") return aud[0];
  return null;
}

async function checkSignature(token: string): Promise<JWTPayload> {
  const key = await oauthSigningKey();
  const { payload } = await jwtVerify(token, createLocalJWKSet({ keys: [key.publicJwk] }), {
    issuer: issuerUrl(),
    algorithms: [ACCESS_TOKEN_ALG],
    typ: "at+jwt",
    currentDate: clock().now(),
    requiredClaims: ["exp", "iat", "sub", "jti"],
  });
  return payload;
}

/**
 * The caller of a protected operation of `resource`, or a thrown 401 ApiError with its challenge.
 * `url` is the public URL of the request (the DPoP `htu`); by default derived from the API host.
 */
export async function verifyAccessToken(req: Request, resource: OAuthResourceName, url: URL = publicUrl(req, "api")): Promise<OAuthCaller> {
  const m = req.headers.get("authorization")?.match(/^\s*(Bearer|DPoP)\s+(\S+)\s*$/i);
  if (!m) throw refuse(resource, "Bearer", "unauthorized", `Send an OAuth access token issued for ${resourceUrl(resource)}.`);
  const scheme = m[1].toLowerCase() === "dpop" ? "DPoP" : "Bearer";
  const token = m[2];
  if (token.length > MAX_TOKEN_BYTES) throw refuse(resource, scheme, "invalid_token", "The access token is too large.");

  let payload: JWTPayload;
  try {
    decodeProtectedHeader(token);
    payload = await checkSignature(token);
  } catch (err) {
    const why =
      err instanceof joseErrors.JWTExpired
        ? "The access token has expired."
        : "The access token is not one this service issued (signature, algorithm, type or issuer).";
    throw refuse(resource, scheme, "invalid_token", why);
  }

  // Exactly one audience, and it is this resource: a token for the other resource (or for both) is refused.
  const aud = singleAudience(payload.aud);
  if (!aud || aud !== resourceUrl(resource)) {
    throw refuse(
      resource,
      scheme,
      "invalid_token",
      `The access token is not for this resource: its audience must be exactly ${resourceUrl(resource)}.`,
    );
  }
  if (typeof payload.exp !== "number" || typeof payload.iat !== "number" || payload.exp - payload.iat > ACCESS_TOKEN_TTL_SECONDS) {
    throw refuse(resource, scheme, "invalid_token", "The access token's lifetime is longer than one hour.");
  }
  const { sub, workspace, grant_id: grantId, client_id: clientId } = payload as Record<string, unknown>;
  if (typeof sub !== "string" || typeof workspace !== "string" || typeof grantId !== "string" || typeof clientId !== "string") {
    throw refuse(resource, scheme, "invalid_token", "The access token lacks its subject, workspace, grant or client.");
  }
  const cnf = payload.cnf as { jkt?: unknown } | undefined;
  const boundTo = typeof cnf?.jkt === "string" ? cnf.jkt : null;

  // Bound token: DPoP scheme and one fresh proof by the bound key. Unbound: a bearer token, Bearer scheme.
  let jkt: string | null = null;
  if (boundTo) {
    if (scheme !== "DPoP")
      throw refuse(
        resource,
        "DPoP",
        "dpop_required",
        "This token is bound to a key: send `Authorization: DPoP <token>` with a `DPoP` proof.",
      );
    const proof = req.headers.get("dpop")?.trim();
    if (!proof) throw refuse(resource, "DPoP", "dpop_required", "Send one `DPoP` proof header, new for every request.");
    if (/[,\s]/.test(proof)) throw refuse(resource, "DPoP", "invalid_dpop_proof", "Send exactly one `DPoP` header.");
    let verified;
    try {
      verified = await verifyDpopProof(proof, { method: req.method, url, accessToken: token, now: clock().now() });
    } catch (err) {
      if (err instanceof DpopProofError) throw refuse(resource, "DPoP", "invalid_dpop_proof", err.message);
      throw err;
    }
    if (!safeEqual(verified.jkt, boundTo))
      throw refuse(resource, "DPoP", "invalid_token", "The proof is signed by a key this token is not bound to.");
    if (!(await rememberOnce("dpop", `${verified.jkt}:${verified.jti}`, JTI_MEMORY_MS))) {
      throw refuse(resource, "DPoP", "invalid_dpop_proof", "This proof was already used: send a new proof (new `jti`) with every request.");
    }
    jkt = verified.jkt;
  } else if (scheme !== "Bearer") {
    throw refuse(resource, "DPoP", "invalid_token", "This token is not bound to a key: send it as `Authorization: Bearer <token>`.");
  }

  // Revocation and membership, read on every request.
  const db = await getDb();
  const grant = await db.oidcPayload.findUnique({ where: { type_id: { type: "Grant", id: grantId } }, select: { expiresAt: true } });
  if (!grant || (grant.expiresAt && grant.expiresAt.getTime() <= clock().nowMs())) {
    throw refuse(resource, boundTo ? "DPoP" : "Bearer", "invalid_token", "The access token's grant has been revoked.");
  }
  const member = await workspaceOfUser(db, sub);
  if (member?.id !== workspace)
    throw refuse(resource, boundTo ? "DPoP" : "Bearer", "invalid_token", "The token's user is no longer a member of its workspace.");
  return { subject: sub, workspaceId: workspace, clientId, grantId, jkt };
}
