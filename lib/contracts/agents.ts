// Contracts of the agent surface of the API host (issue 19): RFC 9728 metadata of the two OAuth-protected
// resources, the A2A Agent Card and the A2A JSON-RPC endpoint. The authorization server itself
// ({base_url}/oauth/..., {base_url}/.well-known/oauth-authorization-server) describes itself (RFC 8414).
import { defineRoute, type RouteContract } from "@/lib/http/contract";
import type { ErrorCode } from "@/lib/http/error-registry";
import { IdParamsSchema, OkSchema } from "@/lib/schemas/auth";
import { AgentCardJsonSchema, JsonRpcResponseSchema, OAuthGrantListSchema, ProtectedResourceMetadataSchema } from "@/lib/schemas/agents";

const OAUTH_ERRORS: ErrorCode[] = ["unauthorized", "dpop_required", "invalid_dpop_proof", "invalid_token"];

function metadataRoute(resourcePath: string, operationId: string, name: string) {
  return defineRoute({
    operationId,
    host: "api",
    method: "GET",
    path: `/.well-known/oauth-protected-resource${resourcePath}`,
    summary: `RFC 9728 metadata of ${name}`,
    description:
      `Names the authorization server that issues access tokens for ` + `${resourcePath} (audience exactly {api_url}${resourcePath}).`,
    tags: ["Agents"],
    status: "supported",
    auth: "none",
    responses: { 200: { description: "Protected resource metadata.", schema: ProtectedResourceMetadataSchema } },
    cache: "contract",
  });
}

export const mcpResourceMetadataRoute = metadataRoute("/public/mcp", "getMcpProtectedResourceMetadata", "the MCP server");
export const a2aResourceMetadataRoute = metadataRoute("/a2a/v1", "getA2aProtectedResourceMetadata", "the A2A agent");

export const agentCardRoute = defineRoute({
  operationId: "getAgentCard",
  host: "api",
  method: "GET",
  path: "/.well-known/agent-card.json",
  summary: "A2A Agent Card",
  description:
    "The A2A 1.0 Agent Card: the JSON-RPC interface at /a2a/v1, its skills, and the OAuth security scheme naming the authorization server.",
  tags: ["Agents"],
  status: "supported",
  auth: "none",
  responses: { 200: { description: "The Agent Card.", schema: AgentCardJsonSchema } },
  cache: "contract",
});

export const a2aRoute = defineRoute({
  operationId: "a2aJsonRpc",
  host: "api",
  method: "POST",
  path: "/a2a/v1",
  summary: "A2A 1.0 JSON-RPC endpoint (SendMessage, GetTask, ListTasks, CancelTask)",
  description:
    "Needs an OAuth access token for the resource {api_url}/a2a/v1 (`Authorization: DPoP <token>` with a proof " +
    "when bound, else `Bearer`). Tasks are visible only to the token subject that created them (others get " +
    "TaskNotFound) and are kept 24 hours. JSON-RPC errors come back as 200 with `error`. The body (a JSON-RPC 2.0 " +
    "request, at most 64 KiB) goes to the A2A SDK as sent, so a malformed one is answered with a JSON-RPC error.",
  tags: ["Agents"],
  status: "supported",
  auth: "oauth",
  requestHeaders: {
    Authorization: { description: "`DPoP <token>` for a bound token, `Bearer <token>` for an unbound one.", required: true },
    DPoP: { description: "One RFC 9449 proof, new for every request, when the token is bound." },
    "A2A-Version": { description: "Protocol version; 1.0 is served." },
  },
  responses: { 200: { description: "JSON-RPC response (result or error).", schema: JsonRpcResponseSchema } },
  errors: [...OAUTH_ERRORS, "unsupported_media_type", "payload_too_large", "internal_error"],
});

const web = {
  host: "web" as const,
  status: "documented, not versioned" as const,
  errorFormat: "negotiate" as const,
  forms: true,
  tags: ["Accounts"],
  auth: "session" as const,
};

export const oauthGrantsRoute = defineRoute({
  ...web,
  operationId: "listOAuthGrants",
  method: "GET",
  path: "/api/account/oauth-grants",
  summary: "The OAuth clients (agents) the account allowed, with their resources and live refresh tokens",
  responses: { 200: { description: "Grants, newest first.", schema: OAuthGrantListSchema } },
  errors: ["unauthorized"],
});

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

export const agentRoutes: RouteContract[] = [
  mcpResourceMetadataRoute,
  a2aResourceMetadataRoute,
  agentCardRoute,
  a2aRoute,
  oauthGrantsRoute,
  revokeOAuthGrantRoute,
];
