// Contracts of the sign-in, account and workspace routes (web host, behind a session) and of the API
// host's workspace-credential routes that prove authentication end to end.
// Each route's contract sits beside its handler (<name>.contract.ts); left here: pages and pieces those files share.
import { definePage as page, type RouteContract } from "@/lib/http/contract";
import type { ErrorCode } from "@/lib/http/error-registry";

export const web = { host: "web" as const, status: "documented, not versioned" as const, errorFormat: "negotiate" as const, forms: true };

export const SESSION_ERRORS: ErrorCode[] = [
  "unauthorized",
  "forbidden",
  "invalid_request",
  "bad_json",
  "unsupported_media_type",
  "payload_too_large",
];

// Routes that check the account's password or a TOTP code: failures share the per-account budget of sign-in.
export const PROOF_ERRORS: ErrorCode[] = [...SESSION_ERRORS, "rate_limited"];

export const FORM_NOTE =
  "Also accepts application/x-www-form-urlencoded from the site's own pages: then answers 303 to a page (errors as `?error=`).";

// ---------------------------------------------------------------- API host

export const API_AUTH_ERRORS: ErrorCode[] = ["unauthorized", "dpop_required", "invalid_dpop_proof", "invalid_token"];

export const DPOP_HEADERS = {
  Authorization: {
    description:
      "`DPoP <token>`: a bound `tk_live_` key, an `st_` scoped token for this operation, or a session forwarded by the web server.",
    required: true,
  },
  DPoP: { description: "One proof JWS (typ dpop+jwt; alg ES256, EdDSA or Ed25519), new for every request.", required: true },
};

// ---------------------------------------------------------------- pages

export const authPages: RouteContract[] = [
  page("/sign-up", "Create an account"),
  page("/sign-in", "Sign in"),
  page("/confirm-email", "Confirm an address from a mailed link"),
  page("/account/security", "Account security: sessions, password, address, two-factor"),
  page("/workspace", "Workspace overview and members"),
  page("/workspace/keys", "API keys: create bound or ingest keys, revoke"),
  page("/workspace/audit", "Audit log and export"),
  page("/dev/mailbox", "Development mailbox (outside production, when no SMTP_URL is set)"),
];
