// The error registry of the spec's Part 7: every code the service answers with, its HTTP status, whether
// retrying helps and what a client should do next. Plain bodies, problem documents, /api/problems and
// the OpenAPI error responses are all rendered from this one table.

import type { NextAction } from "@/lib/vocabulary/next-actions";

export interface ErrorDefinition {
  status: number;
  title: string;
  nextAction: NextAction;
  retryable: boolean;
  /** When a client sees it and what it means (served by /api/problems). */
  description: string;
}

export const ERROR_REGISTRY = {
  // Problem document codes (Part 7 registry)
  invalid_request: {
    status: 400,
    title: "Invalid request",
    nextAction: "fix_request",
    retryable: false,
    description: "A parameter or field is malformed or out of range; `errors[]` names it.",
  },
  missing_parameter: {
    status: 400,
    title: "Missing parameter",
    nextAction: "fix_request",
    retryable: false,
    description: "A required parameter is absent; `errors[]` names it.",
  },
  unsupported_contract_version: {
    status: 400,
    title: "Unsupported contract version",
    nextAction: "fix_request",
    retryable: false,
    description: "The requested contract is not served; the body names the version the server speaks.",
  },
  invalid_cursor: {
    status: 400,
    title: "Invalid cursor",
    nextAction: "start_over",
    retryable: false,
    description:
      "The cursor cannot be decoded, was altered, is of an older payload version or belongs to another list. Restart from page one once.",
  },
  cursor_expired: {
    status: 400,
    title: "Cursor expired",
    nextAction: "start_over",
    retryable: false,
    description: "The cursor is no longer accepted. Restart from page one once.",
  },
  not_found: {
    status: 404,
    title: "Not found",
    nextAction: "none",
    retryable: false,
    description: "There is no public record for this identifier. Repeating gives the same answer.",
  },
  version_not_found: {
    status: 404,
    title: "Version not found",
    nextAction: "none",
    retryable: false,
    description: "The record exists but has no stored version with this number.",
  },
  beyond_retention: {
    status: 410,
    title: "Beyond retention",
    nextAction: "resync",
    retryable: false,
    description: "The position is older than the change history kept; resynchronise from a full read.",
  },
  rate_limited: {
    status: 429,
    title: "Rate limited",
    nextAction: "retry_later",
    retryable: true,
    description: "Too many requests in the window; wait `Retry-After` seconds when sent.",
  },
  // issue 22: the web host forwards signed-in EU AI Act calls to the API host.
  api_host_unavailable: {
    status: 503,
    title: "API host unavailable",
    nextAction: "retry_later",
    retryable: true,
    description:
      "The web host could not reach the API host to forward a signed-in call. " +
      "A write's outcome is unknown: retry it with the same Idempotency-Key.",
  },
  capacity_saturated: {
    status: 503,
    title: "Capacity saturated",
    nextAction: "retry_later",
    retryable: true,
    description: "The service is at capacity; retry with backoff.",
  },
  // Read failures: a 503 says nothing about the company.
  record_unavailable: {
    status: 503,
    title: "Record unavailable",
    nextAction: "retry_later",
    retryable: true,
    description: "The service could not read its own record. Says nothing about the company; keep the last good answer.",
  },
  witnessed_record_unavailable: {
    status: 503,
    title: "Witnessed record unavailable",
    nextAction: "retry_later",
    retryable: true,
    description: "The service could not read its witnessed readings. Says nothing about the company.",
  },
  profile_read_unavailable: {
    status: 503,
    title: "Profile read unavailable",
    nextAction: "retry_later",
    retryable: true,
    description: "The profile read failed inside the service. Says nothing about the company.",
  },
  all_targets_unavailable: {
    status: 502,
    title: "No target could be read",
    nextAction: "retry_later",
    retryable: true,
    description: "No company in the request could be read; each result carries its own problem.",
  },
  // Worker contract codes (plain `{ error, message }` bodies)
  unauthorized: {
    status: 401,
    title: "Unauthorized",
    nextAction: "authenticate",
    retryable: false,
    description: "The bearer token is missing, expired, revoked or invalid.",
  },
  dpop_required: {
    status: 401,
    title: "DPoP proof required",
    nextAction: "authenticate",
    retryable: false,
    description: "The credential is bound to a key: send `Authorization: DPoP <token>` and one `DPoP` proof.",
  },
  invalid_dpop_proof: {
    status: 401,
    title: "Invalid DPoP proof",
    nextAction: "authenticate",
    retryable: false,
    description: "The proof is malformed, replayed, outside its time window or does not match the request.",
  },
  invalid_token: {
    status: 401,
    title: "Invalid token",
    nextAction: "authenticate",
    retryable: false,
    description: "The token is unknown, revoked, expired or not bound to the proof's key.",
  },
  forbidden: {
    status: 403,
    title: "Forbidden",
    nextAction: "fix_request",
    retryable: false,
    description: "A signed-in request the account may not make: sent from another site, or an action that needs a confirmed address.",
  },
  questions_required: {
    status: 400,
    title: "Questions required",
    nextAction: "fix_request",
    retryable: false,
    description: "The questionnaire body has no usable `questions` array of strings.",
  },
  bad_json: {
    status: 400,
    title: "Malformed JSON",
    nextAction: "fix_request",
    retryable: false,
    description: "The request body is not valid JSON.",
  },
  bad_request: {
    status: 400,
    title: "Bad request",
    nextAction: "fix_request",
    retryable: false,
    description: "A path parameter or body field is invalid; the message names it.",
  },
  moved: {
    status: 404,
    title: "Moved to the canonical profile",
    nextAction: "follow_canonical",
    retryable: false,
    description: "The company has one canonical profile on the Network; `canonicalUrl` names it.",
  },
  payload_too_large: {
    status: 413,
    title: "Payload too large",
    nextAction: "fix_request",
    retryable: false,
    description: "The request body is larger than this route accepts.",
  },
  headers_too_large: {
    status: 431,
    title: "Request header fields too large",
    nextAction: "fix_request",
    retryable: false,
    description: "The request line and headers together are larger than the server reads (16 KiB); send long input in a body.",
  },
  unsupported_media_type: {
    status: 415,
    title: "Unsupported media type",
    nextAction: "fix_request",
    retryable: false,
    description: "Send the body as application/json.",
  },
  method_not_allowed: {
    status: 405,
    title: "Method not allowed",
    nextAction: "fix_request",
    retryable: false,
    description: "This path does not answer this method.",
  },
  idempotency_key_reused: {
    status: 422,
    title: "Idempotency key reused",
    nextAction: "fix_request",
    retryable: false,
    description: "The Idempotency-Key was first used with a different request (method, path or body). Use a new key.",
  },
  busy: {
    status: 429,
    title: "Busy",
    nextAction: "retry_later",
    retryable: true,
    description:
      "A request like this one is still running: the first request with this " +
      "Idempotency-Key. Retry after `Retry-After` seconds to receive its answer.",
  },
  // issue 29: companies join the Network by proving control of their domain.
  domain_claimed: {
    status: 409,
    title: "Domain claimed",
    nextAction: "none",
    retryable: false,
    description:
      "Another workspace has verified control of this domain; one claim per domain across the Network. To dispute it, prove control " +
      "again (the claim is re-checked daily and suspended after 7 days of failures) or write to the operator, who can transfer it.",
  },
  verification_failed: {
    status: 422,
    title: "Verification failed",
    nextAction: "fix_request",
    retryable: true,
    description:
      "Neither the DNS TXT record nor the HTTPS file proved control of the domain; `checks[]` " +
      "says, per method, what was looked up and what was observed. Place the token and ask again.",
  },
  claim_not_verified: {
    status: 409,
    title: "Claim not verified",
    nextAction: "fix_request",
    retryable: false,
    description:
      "The company's claim is not verified (it is `unverified` or `suspended`, " +
      "the message names which): verify control of the domain first.",
  },
  // issue 30: members, roles and invitations.
  last_owner: {
    status: 409,
    title: "Last owner",
    nextAction: "fix_request",
    retryable: false,
    description:
      "A workspace keeps at least one owner: its last owner can neither leave, " +
      "be removed nor be demoted. Hand ownership to another member first.",
  },
  invitation_limit: {
    status: 409,
    title: "Too many open invitations",
    nextAction: "fix_request",
    retryable: false,
    description: "A workspace has at most 50 open invitations; wait for some to be accepted or to expire (7 days).",
  },
  invitation_expired: {
    status: 410,
    title: "Invitation expired",
    nextAction: "start_over",
    retryable: false,
    description: "The invitation is more than 7 days old; ask the workspace for a new one.",
  },
  invitation_used: {
    status: 410,
    title: "Invitation used",
    nextAction: "none",
    retryable: false,
    description: "The invitation was accepted already (or replaced by a newer one); each link joins once.",
  },
  invitation_address_mismatch: {
    status: 403,
    title: "Invitation for another address",
    nextAction: "authenticate",
    retryable: false,
    description: "The invitation names another address than the signed-in account's confirmed one; sign in with the invited address.",
  },
  internal_error: {
    status: 500,
    title: "Internal error",
    nextAction: "retry_later",
    retryable: true,
    description: "Unexpected server error; safe to retry with backoff. Quote the request id.",
  },
} as const satisfies Record<string, ErrorDefinition>;

export type ErrorCode = keyof typeof ERROR_REGISTRY;

export const ERROR_CODES = Object.keys(ERROR_REGISTRY) as ErrorCode[];

export function errorDefinition(code: ErrorCode): ErrorDefinition {
  return ERROR_REGISTRY[code];
}
