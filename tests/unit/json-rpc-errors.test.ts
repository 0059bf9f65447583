// JSON-RPC errors of the MCP endpoint (lib/transports/worker/mcp/json-rpc-error.ts): a JSON-RPC 2.0 error object whose
// data carries the registry code and its retry advice, with the registry's HTTP status unless overridden.
import { describe, expect, it } from "vitest";
import { jsonRpcErrorResponse } from "@/lib/transports/worker/mcp/json-rpc-error";
import { ERROR_REGISTRY } from "@/lib/vocabulary/error-registry";
import { JSON_RPC_CODES } from "@/lib/vocabulary/json-rpc-codes";

describe("JSON-RPC error responses", () => {
  it("carry the request id, the JSON-RPC code and the registry's advice", async () => {
    const res = jsonRpcErrorResponse(JSON_RPC_CODES.rateLimited, "rate_limited", "Too many calls.", { id: 7, retryAfter: 30 });
    expect(res.status).toBe(ERROR_REGISTRY.rate_limited.status);
    expect(res.headers.get("retry-after")).toBe("30");
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await res.json()).toEqual({
      jsonrpc: "2.0",
      id: 7,
      error: {
        code: -32029,
        message: "Too many calls.",
        data: { error: "rate_limited", retryable: true, next_action: "retry_later", retry_after: 30 },
      },
    });
  });

  it("use a null id when the request had none, and the status given over the registry's", async () => {
    const res = jsonRpcErrorResponse(JSON_RPC_CODES.parseError, "bad_json", "Not JSON.", { status: 200, headers: { "x-extra": "1" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("x-extra")).toBe("1");
    expect(res.headers.get("retry-after")).toBeNull();
    const body = await res.json();
    expect(body.id).toBeNull();
    expect(body.error.data).toEqual({
      error: "bad_json",
      retryable: ERROR_REGISTRY.bad_json.retryable,
      next_action: ERROR_REGISTRY.bad_json.nextAction,
    });
  });

  it("use codes in the range JSON-RPC 2.0 reserves (-32768 to -32000)", () => {
    for (const code of Object.values(JSON_RPC_CODES)) expect(code >= -32768 && code <= -32000, String(code)).toBe(true);
  });
});
