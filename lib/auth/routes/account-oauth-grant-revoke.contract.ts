// The contract of the route in account-oauth-grant-revoke.ts: data only (no handler or domain code),
// so the route table (lib/contracts) and the OpenAPI documents read it without loading the handler.
import { defineRoute } from "@/lib/http/contract";
import { IdParamsSchema, OkSchema } from "@/lib/schemas/auth";
import { web } from "@/lib/contracts/agents";

export const revokeOAuthGrantRoute = defineRoute({
  ...web,
  operationId: "revokeOAuthGrant",
  method: "POST",
  path: "/api/account/oauth-grants/{id}/revoke",
  summary: "Revoke an OAuth grant: its refresh tokens now, its access tokens on their next request",
  params: IdParamsSchema,
  responses: { 200: { description: "Revoked.", schema: OkSchema } },
  errors: ["unauthorized", "forbidden", "not_found"],
});
