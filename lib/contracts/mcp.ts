// Contracts of the MCP endpoint on the API host. The JSON-RPC messages are MCP's; the tools'
// input and output schemas are listed by tools/list (lib/transports/mcp/tools.ts).
// Each route's contract sits beside its handler (<name>.contract.ts); left here: pages and pieces those files share.
import { defineRoute } from "@/lib/http/contract";

export const mcpConnectPageRoute = defineRoute({
  operationId: "mcpConnectPage",
  host: "web",
  method: "GET",
  path: "/mcp",
  summary: "Connect an MCP client: the endpoint, how common MCP clients add it, its tools, resources, prompts and limits",
  tags: ["Pages"],
  status: "documented, not versioned",
  kind: "page",
  responses: {
    200: {
      description: "The page (HTML), or Markdown when `Accept: text/markdown` is preferred.",
      contentType: "text/html",
      headers: { Vary: { description: "Accept: the page and its Markdown twin share one address." } },
    },
  },
});
