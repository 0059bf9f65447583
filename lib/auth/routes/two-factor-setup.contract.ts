// The contract of the route in two-factor-setup.ts: data only (no handler or domain code),
// so the route table (lib/contracts) and the OpenAPI documents read it without loading the handler.
import { defineRoute } from "@/lib/http/contract";
import * as S from "@/lib/schemas/auth";
import { web } from "@/lib/contracts/auth";

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
