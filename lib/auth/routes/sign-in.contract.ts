// The contract of the route in sign-in.ts: data only (no handler or domain code),
// so the route table (lib/contracts) and the OpenAPI documents read it without loading the handler.
import { defineRoute } from "@/lib/http/contract";
import * as S from "@/lib/schemas/auth";
import { web, FORM_NOTE } from "@/lib/contracts/auth";

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
