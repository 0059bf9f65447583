// Contracts of the MCP endpoint on the API host. The JSON-RPC messages are MCP's; the tools'
// input and output schemas are listed by tools/list (lib/mcp/tools.ts).
import { defineRoute, type RouteContract } from "@/lib/http/contract";
import { JsonRpcErrorSchema, JsonRpcResponseSchema } from "@/lib/schemas/mcp";
import { apiIdempotencyKey } from "@/lib/contracts/idempotency-headers";

const jsonRpcError = (description: string, headers?: Record<string, { description: string }>) => ({
  description,
  schema: JsonRpcErrorSchema,
  headers,
});
const notAllowed = { 405: jsonRpcError("The server is stateless and answers POST only.", { Allow: { description: "POST" } }) };

export const mcpPostRoute = defineRoute({
  operationId: "postMcp",
  host: "api",
  method: "POST",
  path: "/public/mcp",
  hot: true,
  summary: "MCP server (streamable HTTP, stateless, one JSON response per POST)",
  description:
    "Model Context Protocol over streamable HTTP: one JSON-RPC 2.0 message per POST (`Content-Type: application/json`, " +
    "`Accept: application/json, text/event-stream`), answered with one JSON response; no session, no SSE stream. " +
    "Read-only tools (svc_public_trust_profile, svc_search_companies, svc_compare_companies, svc_ai_data_use_disclosures, " +
    "svc_verify, svc_ask; svc_my_company_record with an OAuth access token for this server), " +
    "resources svc://methodology, svc://provenance-labels, svc://verify-a-vendor, " +
    "svc://what-a-call-sends, and prompts vendor_trust_check, verify_trust_token, before_you_trust. " +
    "Every tool result carries `structuredContent` with `status`, `provenance`, `subject` and `summary`. tools/call costs " +
    "1 to 4 units; 300 units per 60 s per caller (the token's subject, else the client network), shared across instances.",
  tags: ["MCP"],
  status: "supported",
  auth: "none",
  requestHeaders: {
    Accept: {
      description: "Must list application/json and text/event-stream (streamable HTTP); the answer is always JSON.",
      required: true,
    },
    "MCP-Protocol-Version": { description: "The negotiated protocol version, on every request after initialize." },
    ...apiIdempotencyKey("the OAuth subject, else the client network"),
  },
  responses: {
    200: {
      description: "The JSON-RPC response (a result, or an error such as an unknown tool).",
      schema: JsonRpcResponseSchema,
      headers: {
        "Idempotency-Replayed": { description: "`true` when this is the stored answer of an earlier request with the same key." },
      },
    },
    202: { description: "A notification was accepted (no body)." },
    400: jsonRpcError(
      "A body that is not JSON (-32700), a batch or a message that is not JSON-RPC 2.0 " +
        "(-32600), an unsupported MCP-Protocol-Version, or a malformed Idempotency-Key.",
    ),
    406: jsonRpcError("Accept does not list application/json and text/event-stream."),
    413: jsonRpcError("The body is larger than 96 KiB."),
    415: jsonRpcError("The body is not application/json."),
    422: jsonRpcError("This Idempotency-Key was first used with a different body (`data.error: idempotency_key_reused`)."),
    429: jsonRpcError(
      "The caller spent its units for this window (-32029, `data.error: rate_limited`), or the " +
        "first request with this Idempotency-Key is still running (-32000, `data.error: busy`).",
      {
        "Retry-After": { description: "Seconds until the window frees units." },
      },
    ),
  },
});

export const mcpGetRoute = defineRoute({
  operationId: "getMcp",
  host: "api",
  method: "GET",
  path: "/public/mcp",
  summary: "MCP: no SSE stream is offered (405)",
  tags: ["MCP"],
  status: "supported",
  auth: "none",
  responses: notAllowed,
});

export const mcpDeleteRoute = defineRoute({
  operationId: "deleteMcp",
  host: "api",
  method: "DELETE",
  path: "/public/mcp",
  summary: "MCP: there is no session to end (405)",
  tags: ["MCP"],
  status: "supported",
  auth: "none",
  responses: notAllowed,
});

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

export const mcpRoutes: RouteContract[] = [mcpPostRoute, mcpGetRoute, mcpDeleteRoute, mcpConnectPageRoute];
