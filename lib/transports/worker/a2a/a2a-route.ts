// POST {api_url}/a2a/v1 – the A2A 1.0 JSON-RPC binding. The OAuth token (audience {api_url}/a2a/v1) is
// checked first; its subject becomes the SDK's user, which scopes every task read and write. The SDK's
// DefaultRequestHandler and JsonRpcTransportHandler do the protocol; this is the glue a route handler needs.
// The older (A2A 0.3) method names `message/send`, `tasks/get` and `tasks/cancel` are served by the SDK's
// own compatibility handler over the same request handler, store and executor; a 0.3 client sends no
// A2A-Version header, so those names are not version-checked.
import { A2A_VERSION_HEADER } from "@a2a-js/sdk";
import { isLegacyJsonRpcMethod } from "@a2a-js/sdk/compat/v0_3";
import { LegacyJsonRpcTransportHandler } from "@a2a-js/sdk/compat/v0_3/server";
import { UnsupportedOperationError } from "@a2a-js/sdk/errors";
import { DefaultRequestHandler, JsonRpcTransportHandler, ServerCallContext, validateVersion, type User } from "@a2a-js/sdk/server";
import { verifyAccessToken } from "@/lib/http/oauth-access-token";
import { a2aRoute } from "@/lib/transports/worker/a2a/a2a-route.contract";
import { ApiError } from "@/lib/http/api-error";
import { json } from "@/lib/http/respond";
import { route } from "@/lib/http/route";
import { agentCard } from "@/lib/transports/worker/a2a/agent-card";
import { TrustAgentExecutor } from "@/lib/transports/worker/a2a/executor";
import { ensureTaskSweep } from "@/lib/transports/a2a/sweep-expired-tasks";
import { PrismaTaskStore } from "@/lib/transports/worker/a2a/task-store";
import { processSlot } from "@/lib/platform/process-state";

const MAX_BODY_BYTES = 64 * 1024;

class TokenSubject implements User {
  constructor(private readonly subject: string) {}
  get isAuthenticated() {
    return true;
  }
  get userName() {
    return this.subject;
  }
}

// One handler per process (per API_URL), so a CancelTask reaches the executor of a task this instance is
// running; a task another instance runs is cancelled in the store, and its late result is not kept.
const held = processSlot<Transports>("a2a-transport");
interface Transports {
  url: string;
  current: JsonRpcTransportHandler;
  legacy: LegacyJsonRpcTransportHandler;
}

function transports(): Transports {
  const card = agentCard();
  const url = card.supportedInterfaces[0].url;
  if (held.value?.url !== url) {
    const requests = new DefaultRequestHandler(card, new PrismaTaskStore(), new TrustAgentExecutor());
    held.value = { url, current: new JsonRpcTransportHandler(requests), legacy: new LegacyJsonRpcTransportHandler(requests) };
  }
  return held.value;
}

/** The JSON-RPC method a body names, when it is a single request object; anything else goes to the 1.0 handler, which answers it. */
function methodOf(body: string): unknown {
  try {
    const parsed: unknown = JSON.parse(body);
    return parsed && typeof parsed === "object" && !Array.isArray(parsed) ? (parsed as { method?: unknown }).method : undefined;
  } catch {
    return undefined;
  }
}

async function readBody(req: Request): Promise<string> {
  if (!/^application\/(json|a2a\+json)\b/i.test(req.headers.get("content-type") ?? "")) {
    throw new ApiError("unsupported_media_type", { message: "Send the JSON-RPC request as application/json." });
  }
  const declared = Number(req.headers.get("content-length") ?? "0");
  if (declared > MAX_BODY_BYTES)
    throw new ApiError("payload_too_large", { message: `The request body is larger than ${MAX_BODY_BYTES} bytes.` });
  const text = await req.text();
  if (Buffer.byteLength(text) > MAX_BODY_BYTES)
    throw new ApiError("payload_too_large", { message: `The request body is larger than ${MAX_BODY_BYTES} bytes.` });
  return text;
}

export const POST = route(a2aRoute, async (ctx) => {
  const caller = await verifyAccessToken(ctx.req, "a2a", ctx.url);
  const body = await readBody(ctx.req);
  ensureTaskSweep();
  const handlers = transports();
  const context = new ServerCallContext({
    user: new TokenSubject(caller.subject),
    requestedVersion: ctx.req.headers.get(A2A_VERSION_HEADER) ?? undefined,
  });
  let answer: unknown;
  try {
    if (isLegacyJsonRpcMethod(methodOf(body))) {
      answer = await handlers.legacy.handle(body, context);
    } else {
      validateVersion(context.requestedVersion, agentCard(), "JSONRPC");
      answer = await handlers.current.handle(body, context);
    }
  } catch (err) {
    answer = { jsonrpc: "2.0", id: null, error: JsonRpcTransportHandler.mapToJSONRPCError(err) };
  }
  if (answer && typeof (answer as AsyncGenerator)[Symbol.asyncIterator] === "function") {
    // Streaming is off in the Agent Card; a streaming method is answered with the SDK's own error.
    await (answer as AsyncGenerator).return(undefined);
    answer = {
      jsonrpc: "2.0",
      id: null,
      error: JsonRpcTransportHandler.mapToJSONRPCError(
        new UnsupportedOperationError("Streaming is not supported by this agent; use SendMessage."),
      ),
    };
  }
  return json(answer);
});
