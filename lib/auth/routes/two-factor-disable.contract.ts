// The contract of the route in two-factor-disable.ts: data only (no handler or domain code),
// so the route table (lib/contracts) and the OpenAPI documents read it without loading the handler.
import { defineRoute } from "@/lib/http/contract";
import * as S from "@/lib/schemas/auth";
import { web, PROOF_ERRORS } from "@/lib/contracts/auth";

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
