// Contracts of the sign-in, account and workspace routes (web host, behind a session) and of the API
// host's workspace-credential routes that prove authentication end to end.
import { definePage as page, defineRoute, type RouteContract } from "@/lib/http/contract";
import type { ErrorCode } from "@/lib/http/error-registry";
import * as S from "@/lib/schemas/auth";
import { API_WRITE_ERRORS, apiIdempotencyKey } from "@/lib/contracts/idempotency-headers";

const web = { host: "web" as const, status: "documented, not versioned" as const, errorFormat: "negotiate" as const, forms: true };
const SESSION_ERRORS: ErrorCode[] = [
  "unauthorized",
  "forbidden",
  "invalid_request",
  "bad_json",
  "unsupported_media_type",
  "payload_too_large",
];
// Routes that check the account's password or a TOTP code: failures share the per-account budget of sign-in.
const PROOF_ERRORS: ErrorCode[] = [...SESSION_ERRORS, "rate_limited"];
const FORM_NOTE =
  "Also accepts application/x-www-form-urlencoded from the site's own pages: then answers 303 to a page (errors as `?error=`).";

export const signUpRoute = defineRoute({
  ...web,
  operationId: "signUp",
  method: "POST",
  path: "/api/auth/sign-up",
  summary: "Create an account and its workspace; a confirmation link is mailed",
  description: `The answer is the same for an address that already has an account. ${FORM_NOTE}`,
  tags: ["Accounts"],
  auth: "none",
  cors: false,
  body: S.SignUpBodySchema,
  responses: { 202: { description: "Mail sent.", schema: S.SignUpResultSchema } },
  errors: ["forbidden", "invalid_request", "bad_json", "unsupported_media_type", "payload_too_large"],
});

export const confirmEmailRoute = defineRoute({
  ...web,
  operationId: "confirmEmail",
  method: "POST",
  path: "/api/auth/confirm-email",
  summary: "Follow a mailed link: confirm the address or complete an address change",
  tags: ["Accounts"],
  auth: "none",
  cors: false,
  body: S.ConfirmEmailBodySchema,
  responses: { 200: { description: "Confirmed.", schema: S.ConfirmEmailResultSchema } },
  errors: ["forbidden", "invalid_request", "bad_json", "unsupported_media_type", "payload_too_large"],
});

export const signInRoute = defineRoute({
  ...web,
  operationId: "signIn",
  method: "POST",
  path: "/api/auth/sign-in",
  summary: "Sign in with a password (and the two-factor code when on); sets the session cookie",
  description:
    `Sets \`svc_session\` (iron-session seal of a server-side session id; httpOnly, SameSite=Lax, Secure outside ` +
    `localhost, at most 30 days). A 401 with \`two_factor_required: true\` asks for \`totp\`. ${FORM_NOTE}`,
  tags: ["Accounts"],
  auth: "none",
  rateLimit: { policy: "signIn", key: "account" },
  cors: false,
  body: S.SignInBodySchema,
  responses: {
    200: { description: "Signed in.", schema: S.SignInResultSchema, headers: { "Set-Cookie": { description: "The session cookie." } } },
  },
  errors: ["unauthorized", "forbidden", "invalid_request", "bad_json", "unsupported_media_type", "payload_too_large", "rate_limited"],
});

export const signOutRoute = defineRoute({
  ...web,
  operationId: "signOut",
  method: "POST",
  path: "/api/auth/sign-out",
  summary: "Sign out: revokes this session and clears the cookie",
  tags: ["Accounts"],
  auth: "session",
  responses: { 200: { description: "Signed out.", schema: S.OkSchema } },
  errors: ["unauthorized", "forbidden"],
});

export const accountRoute = defineRoute({
  ...web,
  operationId: "getAccount",
  method: "GET",
  path: "/api/account",
  summary: "The signed-in account and its workspace",
  tags: ["Accounts"],
  auth: "session",
  responses: { 200: { description: "The account.", schema: S.AccountSchema } },
  errors: ["unauthorized"],
});

export const sessionsRoute = defineRoute({
  ...web,
  operationId: "listSessions",
  method: "GET",
  path: "/api/account/sessions",
  summary: "The account's live sessions",
  tags: ["Accounts"],
  auth: "session",
  responses: { 200: { description: "Live sessions, newest first.", schema: S.SessionListSchema } },
  errors: ["unauthorized"],
});

export const revokeSessionRoute = defineRoute({
  ...web,
  operationId: "revokeSession",
  method: "POST",
  path: "/api/account/sessions/{id}/revoke",
  summary: "Revoke one of the account's sessions (takes effect on its next request)",
  tags: ["Accounts"],
  auth: "session",
  params: S.IdParamsSchema,
  responses: { 200: { description: "Revoked.", schema: S.OkSchema } },
  errors: ["unauthorized", "forbidden", "not_found"],
});

export const changePasswordRoute = defineRoute({
  ...web,
  operationId: "changePassword",
  method: "POST",
  path: "/api/account/password",
  summary: "Change the password; every other session is signed out",
  tags: ["Accounts"],
  auth: "session",
  body: S.PasswordChangeBodySchema,
  responses: { 200: { description: "Changed.", schema: S.PasswordChangeResultSchema } },
  errors: PROOF_ERRORS,
});

export const changeEmailRoute = defineRoute({
  ...web,
  operationId: "changeEmail",
  method: "POST",
  path: "/api/account/email",
  summary: "Ask to move the account to another address (done when the mailed link is followed)",
  tags: ["Accounts"],
  auth: "session",
  body: S.EmailChangeBodySchema,
  responses: { 202: { description: "Confirmation mailed to the new address.", schema: S.OkSchema } },
  errors: PROOF_ERRORS,
});

export const twoFactorSetupRoute = defineRoute({
  ...web,
  operationId: "startTwoFactor",
  method: "POST",
  path: "/api/account/two-factor/setup",
  summary: "Start two-factor set-up: a new TOTP secret (kept encrypted; inactive until a code is confirmed)",
  tags: ["Accounts"],
  auth: "session",
  responses: { 200: { description: "The secret, for the authenticator app.", schema: S.TwoFactorSetupResultSchema } },
  errors: ["unauthorized", "forbidden", "invalid_request"],
});

export const twoFactorEnableRoute = defineRoute({
  ...web,
  operationId: "enableTwoFactor",
  method: "POST",
  path: "/api/account/two-factor/enable",
  summary: "Turn two-factor on with a current code",
  tags: ["Accounts"],
  auth: "session",
  body: S.TwoFactorCodeBodySchema,
  responses: { 200: { description: "On.", schema: S.OkSchema } },
  errors: PROOF_ERRORS,
});

export const twoFactorDisableRoute = defineRoute({
  ...web,
  operationId: "disableTwoFactor",
  method: "POST",
  path: "/api/account/two-factor/disable",
  summary: "Turn two-factor off (password and a current code)",
  tags: ["Accounts"],
  auth: "session",
  body: S.TwoFactorDisableBodySchema,
  responses: { 200: { description: "Off.", schema: S.OkSchema } },
  errors: PROOF_ERRORS,
});

export const listKeysRoute = defineRoute({
  ...web,
  operationId: "listApiKeys",
  method: "GET",
  path: "/api/workspace/keys",
  summary: "The workspace's API keys (never the keys themselves)",
  tags: ["Workspace"],
  auth: "session",
  responses: { 200: { description: "Keys, newest first.", schema: S.ApiKeyListSchema } },
  errors: ["unauthorized"],
});

export const createKeyRoute = defineRoute({
  ...web,
  operationId: "createApiKey",
  role: "admin",
  method: "POST",
  path: "/api/workspace/keys",
  summary: "Create a workspace API key: bound (with dpop_jkt) or ingest (without); shown once",
  description: "Needs a confirmed address. A form post answers with an HTML page showing the key once.",
  tags: ["Workspace"],
  auth: "session",
  body: S.ApiKeyCreateBodySchema,
  responses: { 201: { description: "The key, shown once.", schema: S.ApiKeyCreatedSchema } },
  errors: SESSION_ERRORS,
});

export const revokeKeyRoute = defineRoute({
  ...web,
  operationId: "revokeApiKey",
  role: "admin",
  method: "POST",
  path: "/api/workspace/keys/{id}/revoke",
  summary: "Revoke a key of the workspace (refused from its next request)",
  tags: ["Workspace"],
  auth: "session",
  params: S.IdParamsSchema,
  responses: { 200: { description: "Revoked.", schema: S.OkSchema } },
  errors: ["unauthorized", "forbidden", "not_found"],
});

export const mintTokenViaSessionRoute = defineRoute({
  ...web,
  operationId: "mintScopedTokenWithSession",
  method: "POST",
  path: "/api/workspace/tokens",
  summary: "Mint a scoped token with the session: the web server forwards the session to the API host's POST /v1/tokens",
  description:
    "The web server calls the API host with `Authorization: DPoP <session token>` " +
    "and a proof signed by its own key; the browser's cookie alone is refused there.",
  tags: ["Workspace"],
  auth: "session",
  body: S.ScopedTokenMintFormSchema,
  responses: { 201: { description: "The scoped token, shown once.", schema: S.ScopedTokenMintedSchema } },
  // The API host's refusals pass through with their status, code and message.
  errors: [...SESSION_ERRORS, "record_unavailable", "capacity_saturated"],
});

export const auditExportRoute = defineRoute({
  ...web,
  operationId: "exportAuditLog",
  method: "GET",
  path: "/api/workspace/audit/export",
  summary: "Export the workspace audit log, oldest first, 5,000 rows a file",
  description:
    'One file per request. When more rows follow, `Audit-Next-Cursor` (and `Link: rel="next"`) give ' +
    "the next file; the last file has neither. Rows never hold a token, a password or a request body.",
  tags: ["Workspace"],
  auth: "session",
  query: S.AuditExportQuerySchema,
  responses: {
    200: {
      description: "text/csv or application/jsonl.",
      contentType: "text/csv",
      headers: {
        "Audit-Next-Cursor": { description: "Cursor of the next file; absent on the last." },
        "Audit-Row-Count": { description: "Rows in this file." },
        Link: { description: '`<next file url>; rel="next"` when more rows follow.' },
      },
    },
  },
  errors: ["unauthorized", "invalid_cursor", "invalid_request"],
});

// ---------------------------------------------------------------- API host

const API_AUTH_ERRORS: ErrorCode[] = ["unauthorized", "dpop_required", "invalid_dpop_proof", "invalid_token"];
const DPOP_HEADERS = {
  Authorization: {
    description:
      "`DPoP <token>`: a bound `tk_live_` key, an `st_` scoped token for this operation, or a session forwarded by the web server.",
    required: true,
  },
  DPoP: { description: "One proof JWS (typ dpop+jwt; alg ES256, EdDSA or Ed25519), new for every request.", required: true },
};

export const workspaceSelfRoute = defineRoute({
  operationId: "getOwnWorkspace",
  host: "api",
  method: "GET",
  path: "/v1/workspace",
  summary: "The caller's own workspace, from its credential only",
  description: "Scoped-token operation `workspace.read`. Ingest keys are refused. Ids in headers, path, query or body are ignored.",
  tags: ["Workspace credentials"],
  status: "experimental",
  auth: ["workspace-key", "scoped-token"],
  scopedOperation: "workspace.read",
  requestHeaders: DPOP_HEADERS,
  responses: {
    200: {
      description: "The workspace.",
      schema: S.WorkspaceSelfSchema,
      headers: { "WWW-Authenticate": { description: "On 401: DPoP challenge." } },
    },
  },
  errors: API_AUTH_ERRORS,
});

export const mintTokenRoute = defineRoute({
  operationId: "mintScopedToken",
  host: "api",
  method: "POST",
  path: "/v1/tokens",
  summary: "Mint a scoped `st_` token for one named operation, valid 15 to 60 minutes, bound to dpop_jkt",
  description:
    "Needs a full credential (bound API key or forwarded session); a scoped token cannot mint another. Send " +
    "`Idempotency-Key` so that a retry returns the same token (with `Idempotency-Replayed: true`) instead of minting another.",
  tags: ["Workspace credentials"],
  status: "experimental",
  // A scoped token cannot mint another: only a bound key or a forwarded session.
  auth: "workspace-key",
  requestHeaders: {
    ...DPOP_HEADERS,
    ...apiIdempotencyKey("the credential that sent it"),
  },
  body: S.ScopedTokenMintBodySchema,
  responses: {
    201: {
      description: "The token, shown once.",
      schema: S.ScopedTokenMintedSchema,
      headers: { "Idempotency-Replayed": { description: "`true` on a replayed answer." } },
    },
  },
  errors: [...API_AUTH_ERRORS, ...API_WRITE_ERRORS],
});

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

export const authRoutes: RouteContract[] = [
  signUpRoute,
  confirmEmailRoute,
  signInRoute,
  signOutRoute,
  accountRoute,
  sessionsRoute,
  revokeSessionRoute,
  changePasswordRoute,
  changeEmailRoute,
  twoFactorSetupRoute,
  twoFactorEnableRoute,
  twoFactorDisableRoute,
  listKeysRoute,
  createKeyRoute,
  revokeKeyRoute,
  mintTokenViaSessionRoute,
  auditExportRoute,
  workspaceSelfRoute,
  mintTokenRoute,
  ...authPages,
];
