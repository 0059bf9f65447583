// The contract of the routes in mcp-route.ts: data only (no handler or domain code),
// so the route table (lib/contracts) and the OpenAPI documents read it without loading the handler.
import { defineRoute } from "@/lib/http/contract";
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
