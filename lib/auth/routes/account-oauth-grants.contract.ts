// The contract of the route in account-oauth-grants.ts: data only (no handler or domain code),
// so the route table (lib/contracts) and the OpenAPI documents read it without loading the handler.
import { defineRoute } from "@/lib/http/contract";
import { OAuthGrantListSchema } from "@/lib/schemas/agents";
import { web } from "@/lib/contracts/agents";

export const oauthGrantsRoute = defineRoute({
  ...web,
  operationId: "listOAuthGrants",
  method: "GET",
  path: "/api/account/oauth-grants",
  summary: "The OAuth clients (agents) the account allowed, with their resources and live refresh tokens",
  responses: { 200: { description: "Grants, newest first.", schema: OAuthGrantListSchema } },
  errors: ["unauthorized"],
});
