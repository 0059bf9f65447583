// GET {api_url}/.well-known/oauth-protected-resource/public/mcp and .../a2a/v1 – RFC 9728 metadata of
// the two OAuth-protected resources, naming the authorization server on the web host.
import { a2aResourceMetadataRoute, mcpResourceMetadataRoute } from "@/lib/transports/worker/oauth/protected-resource-route.contract";
import { DPOP_ALGS } from "@/lib/auth/dpop/verify-proof";
import { json } from "@/lib/http/respond";
import { route } from "@/lib/http/route";
import { issuerUrl, resourceLabel, resourceUrl, type OAuthResourceName } from "@/lib/oauth/resources";
import { ProtectedResourceMetadataSchema } from "@/lib/schemas/agents";

function metadata(name: OAuthResourceName) {
  return ProtectedResourceMetadataSchema.parse({
    resource: resourceUrl(name),
    authorization_servers: [issuerUrl()],
    bearer_methods_supported: ["header"],
    dpop_signing_alg_values_supported: [...DPOP_ALGS],
    // Unbound tokens are accepted as bearer tokens (spec Part 5, known limits); bound ones need a proof.
    dpop_bound_access_tokens_required: false,
    resource_name: resourceLabel(name),
    resource_documentation: `${issuerUrl()}/llms.txt`,
  });
}

export const mcpMetadataGET = route(mcpResourceMetadataRoute, async () =>
  json(metadata("mcp"), { headers: { "access-control-allow-origin": "*" } }),
);
export const a2aMetadataGET = route(a2aResourceMetadataRoute, async () =>
  json(metadata("a2a"), { headers: { "access-control-allow-origin": "*" } }),
);
