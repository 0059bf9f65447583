// Contracts of the authenticated worker routes (spec 4.1): questionnaire drafting, buyer-intent leads and
// evidence ingest. Credentials per Part 5: a DPoP-bound key, scoped token or forwarded session with its
// proof; the evidence route also takes an ingest key as a bearer token.
// Each route's contract sits beside its handler (<name>.contract.ts); left here: pages and pieces those files share.
import type { ErrorCode } from "@/lib/http/error-registry";
import { apiIdempotencyKey } from "@/lib/contracts/idempotency-headers";

export const AUTH_ERRORS: ErrorCode[] = ["unauthorized", "dpop_required", "invalid_dpop_proof", "invalid_token"];

export const WRITE_ERRORS: ErrorCode[] = ["bad_json", "unsupported_media_type", "payload_too_large", "idempotency_key_reused", "busy"];

export const credentialHeaders = {
  Authorization: {
    description: "`DPoP <token>` (bound key, scoped token or forwarded session). The evidence route also accepts `Bearer <ingest key>`.",
    required: true,
  },
  DPoP: { description: "One RFC 9449 proof, new for every request (htm, htu, iat, jti, ath)." },
};

export const idempotencyHeaders = {
  ...credentialHeaders,
  ...apiIdempotencyKey("the credential that sent it"),
};
