// The contract of the routes in protected-resource-route.ts: data only (no handler or domain code),
// so the route table (lib/contracts) and the OpenAPI documents read it without loading the handler.
import { defineRoute } from "@/lib/http/contract";
import { ProtectedResourceMetadataSchema } from "@/lib/schemas/agents";

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
