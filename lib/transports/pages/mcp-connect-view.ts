// The "connect an MCP client" page (/mcp) and its Markdown twin: the endpoint, how common MCP clients
// add a remote streamable-HTTP server, and what the server offers. One view model for both, built from
// the server's own tool, resource and prompt lists so the page cannot drift from what is served.
import { POLICIES } from "@/lib/platform/ratelimit/policies";
import { PROMPTS } from "@/lib/transports/mcp/prompts";
import { RESOURCES } from "@/lib/transports/mcp/resources";
import { MCP_PROTOCOL_VERSIONS, MCP_PLANNED_PROTOCOL_VERSION, MCP_SERVER_NAME } from "@/lib/transports/mcp/server-info";
import { TOOLS } from "@/lib/transports/mcp/tools";
import type { PublicUrls } from "@/lib/site/urls";

export interface ClientRecipe {
  client: string;
  how: string;
  code: string;
  lang: string;
}

export interface McpConnectView {
  endpoint: string;
  protocolVersions: readonly string[];
  /** A version named by the spec and not served yet. */
  plannedProtocolVersion: string;
  recipes: ClientRecipe[];
  tools: { name: string; title: string; description: string; cost: number }[];
  resources: { uri: string; title: string; description: string }[];
  prompts: { name: string; description: string; arguments: string[] }[];
  limit: { units: number; seconds: number };
}

export function mcpConnectView(urls: PublicUrls): McpConnectView {
  const endpoint = `${urls.api}/public/mcp`;
  const window = POLICIES.mcp.windows[0];
  return {
    endpoint,
    protocolVersions: MCP_PROTOCOL_VERSIONS,
    plannedProtocolVersion: MCP_PLANNED_PROTOCOL_VERSION,
    recipes: [
      {
        client: "Claude Code",
        how: "Add the server from a terminal:",
        code: `claude mcp add --transport http ${MCP_SERVER_NAME} ${endpoint}`,
        lang: "sh",
      },
      {
        client: "Cursor",
        how: "Add it to ~/.cursor/mcp.json (or .cursor/mcp.json in a project):",
        code: JSON.stringify({ mcpServers: { [MCP_SERVER_NAME]: { url: endpoint } } }, null, 2),
        lang: "json",
      },
      {
        client: "VS Code",
        how: "Add it to .vscode/mcp.json in a workspace:",
        code: JSON.stringify({ servers: { [MCP_SERVER_NAME]: { type: "http", url: endpoint } } }, null, 2),
        lang: "json",
      },
      {
        client: "Claude Desktop and other clients that start local servers only",
        how: "Bridge the remote server through mcp-remote in the client's configuration file:",
        code: JSON.stringify({ mcpServers: { [MCP_SERVER_NAME]: { command: "npx", args: ["-y", "mcp-remote", endpoint] } } }, null, 2),
        lang: "json",
      },
      {
        client: "MCP Inspector",
        how: "Start the inspector, choose the Streamable HTTP transport and enter the endpoint:",
        code: "npx @modelcontextprotocol/inspector",
        lang: "sh",
      },
      {
        client: "Any HTTP client",
        how: "One JSON-RPC message per POST; the answer is one JSON response:",
        code:
          `curl -s ${endpoint} -H 'content-type: application/json' -H 'accept: application/json, ` +
          `text/event-stream' \\\n  -d ` +
          `'{"jsonrpc":"2.0","id":1,"method":"tools/call",` +
          `"params":{"name":"svc_public_trust_profile","arguments":{"company":"lumen-analytics"}}}'`,
        lang: "sh",
      },
    ],
    tools: TOOLS.map((t) => ({ name: t.name, title: t.title, description: t.description, cost: t.cost })),
    resources: RESOURCES.map((r) => ({ uri: r.uri, title: r.title, description: r.description })),
    prompts: PROMPTS.map((p) => ({
      name: p.name,
      description: p.description,
      arguments: p.arguments.map((a) => (a.required ? a.name : `${a.name} (optional)`)),
    })),
    limit: { units: window.limit, seconds: window.seconds },
  };
}
