// POST /public/mcp – the MCP server over streamable HTTP: stateless, one JSON-RPC message per POST and
// one JSON response (no SSE stream). The route answers what the SDK should not see (batches, bad JSON,
// spent units) as JSON-RPC errors itself, then hands the one message to a fresh SDK transport.
import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
import { asApiError, isApiError } from "@/lib/http/api-error";
import { clientNetwork } from "@/lib/http/client-ip";
import { rateLimited } from "@/lib/http/rate-limit";
import { readBoundedText } from "@/lib/http/input";
import { publicUrl, renderThrown, requestIdOf } from "@/lib/http/route";
import { anonymousScope, withIdempotency } from "@/lib/http/with-idempotency";
import { POLICIES } from "@/lib/platform/ratelimit/policies";
import { JSON_RPC_CODES } from "@/lib/vocabulary/json-rpc-codes";
import { jsonRpcErrorResponse } from "@/lib/transports/worker/mcp/json-rpc-error";
import { callerKey, spendUnits } from "@/lib/transports/worker/mcp/limits";
import { createMcpServer } from "@/lib/transports/worker/mcp/mcp-server";
import { findTool, MY_COMPANY_RECORD } from "@/lib/transports/mcp/tools";
import { oauthChallenge, verifyAccessToken, type OAuthCaller } from "@/lib/http/oauth-access-token";

// Room for the largest Trust Ledger Token svc_verify accepts (64 KiB) inside its JSON-RPC envelope.
export const MAX_MCP_BODY_BYTES = 96 * 1024;

type Message = { jsonrpc?: unknown; id?: unknown; method?: unknown; params?: { name?: unknown } };

const idOf = (m: Message): string | number | null => (typeof m.id === "string" || typeof m.id === "number" ? m.id : null);

async function readMessage(req: Request): Promise<{ message: Message; raw: string } | Response> {
  if (!/^application\/([\w.+-]+\+)?json\b/i.test(req.headers.get("content-type") ?? "")) {
    return jsonRpcErrorResponse(JSON_RPC_CODES.serverError, "unsupported_media_type", "Send one JSON-RPC message as application/json.");
  }
  let raw: string;
  try {
    raw = await readBoundedText(req, MAX_MCP_BODY_BYTES);
  } catch (err) {
    if (isApiError(err) && err.code === "payload_too_large") {
      return jsonRpcErrorResponse(
        JSON_RPC_CODES.serverError,
        "payload_too_large",
        `The request body is larger than ${MAX_MCP_BODY_BYTES} bytes.`,
      );
    }
    throw err;
  }
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return jsonRpcErrorResponse(JSON_RPC_CODES.parseError, "bad_json", "Parse error: the body is not valid JSON.");
  }
  if (Array.isArray(value)) {
    return jsonRpcErrorResponse(
      JSON_RPC_CODES.invalidRequest,
      "invalid_request",
      "Batch requests are not supported: send one JSON-RPC message per POST.",
    );
  }
  const m = value as Message;
  if (!m || typeof m !== "object" || m.jsonrpc !== "2.0" || (typeof m.method !== "string" && m.id === undefined)) {
    return jsonRpcErrorResponse(
      JSON_RPC_CODES.invalidRequest,
      "invalid_request",
      'Invalid Request: expected one JSON-RPC 2.0 object with `jsonrpc: "2.0"` and a `method`.',
      { id: idOf(m ?? {}) },
    );
  }
  return { message: m, raw };
}

/** Spends the call's units; over the limit, the one 429 of lib/http/rate-limit (answered as JSON-RPC below). */
async function chargeFor(m: Message, req: Request, caller: OAuthCaller | null): Promise<void> {
  if (m.method !== "tools/call" || typeof m.params?.name !== "string") return;
  const tool = findTool(m.params.name);
  if (!tool) return;
  const d = await spendUnits(callerKey(clientNetwork(req.headers), caller), tool.cost);
  if (!d.allowed)
    throw rateLimited(
      POLICIES.mcp,
      d,
      caller ? "for one OAuth subject" : "from one client network",
      `units (${tool.name} costs ${tool.cost})`,
    );
}

async function answer(req: Request, m: Message, caller: OAuthCaller | null): Promise<Response> {
  await chargeFor(m, req, caller);
  const server = createMcpServer(caller);
  const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  try {
    await server.connect(transport);
    const res = await transport.handleRequest(req, { parsedBody: m });
    res.headers.set("cache-control", "no-store");
    if (!caller && m.method === "tools/call" && m.params?.name === MY_COMPANY_RECORD)
      res.headers.set("www-authenticate", oauthChallenge("mcp", "Bearer"));
    return res;
  } finally {
    await server.close();
  }
}

export async function POST(req: Request): Promise<Response> {
  const requestId = requestIdOf(req);
  let id: string | number | null = null;
  try {
    const read = await readMessage(req);
    if (read instanceof Response) return read;
    id = idOf(read.message);
    // Every POST on the API host accepts Idempotency-Key (spec 5.6): a repeat with the same key replays
    // the first answer and runs (and spends) nothing. Keys belong to the token's subject, else the network.
    const ctx = {
      req,
      url: publicUrl(req, "api"),
      rawBody: read.raw,
      requestId,
      format: "plain" as const,
      clientNetwork: clientNetwork(req.headers),
    };
    // A request that carries a token must carry a good one for this server (401 with its challenge);
    // without one the public tools still answer and svc_my_company_record says how to get one.
    const caller = req.headers.has("authorization") ? await verifyAccessToken(req, "mcp") : null;
    return await withIdempotency(ctx, caller ? `sub:${caller.subject}` : anonymousScope(ctx), () => answer(req, read.message, caller));
  } catch (thrown) {
    // A refusal of ours (a refused access token, a malformed or reused Idempotency-Key) answers as
    // JSON-RPC like every other, with its headers (WWW-Authenticate).
    const err = asApiError(thrown);
    if (err && err.status < 500) {
      return jsonRpcErrorResponse(
        err.code === "rate_limited" ? JSON_RPC_CODES.rateLimited : JSON_RPC_CODES.serverError,
        err.code,
        err.message,
        {
          id,
          status: err.status,
          retryAfter: err.options.retryAfter,
          headers: err.options.headers,
        },
      );
    }
    return renderThrown(thrown, "plain", requestId, "mcp");
  }
}

function notAllowed(req: Request): Response {
  return jsonRpcErrorResponse(
    JSON_RPC_CODES.serverError,
    "method_not_allowed",
    `Method not allowed: ${req.method}. This server is stateless and ` +
      `answers JSON-RPC over POST only (no SSE stream, no session to delete).`,
    {
      headers: { allow: "POST" },
    },
  );
}

export async function GET(req: Request): Promise<Response> {
  return notAllowed(req);
}

export async function DELETE(req: Request): Promise<Response> {
  return notAllowed(req);
}
