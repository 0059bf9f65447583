// The contract of the route in account-session-revoke.ts: data only (no handler or domain code),
// so the route table (lib/contracts) and the OpenAPI documents read it without loading the handler.
import { defineRoute } from "@/lib/http/contract";
import * as S from "@/lib/schemas/auth";
import { web } from "@/lib/contracts/auth";

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
