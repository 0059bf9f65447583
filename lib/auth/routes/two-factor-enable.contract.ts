// The contract of the route in two-factor-enable.ts: data only (no handler or domain code),
// so the route table (lib/contracts) and the OpenAPI documents read it without loading the handler.
import { defineRoute } from "@/lib/http/contract";
import * as S from "@/lib/schemas/auth";
import { web, PROOF_ERRORS } from "@/lib/contracts/auth";

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
