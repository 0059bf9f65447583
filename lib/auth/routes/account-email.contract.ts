// The contract of the route in account-email.ts: data only (no handler or domain code),
// so the route table (lib/contracts) and the OpenAPI documents read it without loading the handler.
import { defineRoute } from "@/lib/http/contract";
import * as S from "@/lib/schemas/auth";
import { web, PROOF_ERRORS } from "@/lib/contracts/auth";

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
