// The two protected resources an OAuth access token can be issued for (RFC 8707 resource indicators).
// A token names exactly one of them as its audience and is refused by the other.
import { env } from "@/lib/platform/env";

export type OAuthResourceName = "mcp" | "a2a";

export const RESOURCE_PATHS: Record<OAuthResourceName, string> = { mcp: "/public/mcp", a2a: "/a2a/v1" };

const LABELS: Record<OAuthResourceName, string> = {
  mcp: "the MCP server (read-only tools, including your own company record)",
  a2a: "the A2A agent (tasks you create and can read back)",
};

function apiBase(): string {
  return env().API_URL.replace(/\/+$/, "");
}

/** The resource identifier (and token audience) of one resource: `{api_url}/public/mcp` or `{api_url}/a2a/v1`. */
export function resourceUrl(name: OAuthResourceName): string {
  return `${apiBase()}${RESOURCE_PATHS[name]}`;
}

/** The resource a resource indicator names, or null when it is neither of ours. */
export function resourceNamed(indicator: string): OAuthResourceName | null {
  for (const name of Object.keys(RESOURCE_PATHS) as OAuthResourceName[]) if (resourceUrl(name) === indicator) return name;
  return null;
}

export function resourceLabel(name: OAuthResourceName): string {
  return LABELS[name];
}

/** RFC 9728 metadata address of a resource: the well-known prefix inserted before its path. */
export function resourceMetadataUrl(name: OAuthResourceName): string {
  return `${apiBase()}/.well-known/oauth-protected-resource${RESOURCE_PATHS[name]}`;
}

/** The authorization server's issuer identifier: the web host's origin. */
export function issuerUrl(): string {
  return env().BASE_URL.replace(/\/+$/, "");
}
