// The contract of the route in account-password.ts: data only (no handler or domain code),
// so the route table (lib/contracts) and the OpenAPI documents read it without loading the handler.
import { defineRoute } from "@/lib/http/contract";
import * as S from "@/lib/schemas/auth";
import { web, PROOF_ERRORS } from "@/lib/contracts/auth";

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
