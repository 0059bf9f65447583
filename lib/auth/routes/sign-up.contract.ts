// The contract of the route in sign-up.ts: data only (no handler or domain code),
// so the route table (lib/contracts) and the OpenAPI documents read it without loading the handler.
import { defineRoute } from "@/lib/http/contract";
import * as S from "@/lib/schemas/auth";
import { web, FORM_NOTE } from "@/lib/contracts/auth";

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
