// JSON-RPC error responses the route answers itself (before the SDK sees a message). `data.error` is
// the code of the service's one error registry, with its retry advice, so an MCP client and an HTTP
// client read the same refusal.
import { ERROR_REGISTRY, type ErrorCode } from "@/lib/http/error-registry";
import type { JsonRpcCode } from "@/lib/vocabulary/json-rpc-codes";

export interface JsonRpcErrorOptions {
  id?: string | number | null;
  retryAfter?: number;
  headers?: Record<string, string>;
  /** HTTP status (default: the registry's status for the code). */
  status?: number;
}

export function jsonRpcErrorResponse(rpcCode: JsonRpcCode, code: ErrorCode, message: string, options: JsonRpcErrorOptions = {}): Response {
  const def = ERROR_REGISTRY[code];
  const body = {
    jsonrpc: "2.0",
    id: options.id ?? null,
    error: {
      code: rpcCode,
      message,
      data: {
        error: code,
        retryable: def.retryable,
        next_action: def.nextAction,
        ...(options.retryAfter !== undefined ? { retry_after: options.retryAfter } : {}),
      },
    },
  };
  const headers = new Headers({ "content-type": "application/json; charset=utf-8", "cache-control": "no-store", ...options.headers });
  if (options.retryAfter !== undefined) headers.set("retry-after", String(options.retryAfter));
  return new Response(JSON.stringify(body), { status: options.status ?? def.status, headers });
}
