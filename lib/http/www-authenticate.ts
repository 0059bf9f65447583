// The DPoP challenge of every 401 on the API host (RFC 9449 §7.1), advertising the accepted algorithms.
import { ApiError } from "@/lib/http/api-error";
import { DPOP_ALGS } from "@/lib/auth/dpop/verify-proof";

export type AuthErrorCode = "unauthorized" | "dpop_required" | "invalid_dpop_proof" | "invalid_token";

export function dpopChallenge(code?: AuthErrorCode, description?: string): string {
  const parts = [`algs="${DPOP_ALGS.join(" ")}"`];
  // RFC 6750 error codes go in the challenge; `unauthorized` (no credential at all) carries none.
  if (code && code !== "unauthorized") parts.push(`error="${code}"`);
  if (description) parts.push(`error_description="${description.replace(/["\\]/g, "'")}"`);
  return `DPoP ${parts.join(", ")}`;
}

/** A 401 with the registry body and the matching `WWW-Authenticate: DPoP` challenge. */
export function authError(code: AuthErrorCode, message: string): ApiError {
  return new ApiError(code, { message, headers: { "www-authenticate": dpopChallenge(code, message) } });
}
