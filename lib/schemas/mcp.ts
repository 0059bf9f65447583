// The HTTP face of the MCP endpoint for the worker contract: a JSON-RPC 2.0 result or error. The
// messages themselves are MCP's (tools, resources, prompts); their schemas are the tools' own.
import { z } from "zod";
import { ERROR_CODES } from "@/lib/vocabulary/error-registry";

export const JsonRpcResponseSchema = z
  .looseObject({
    jsonrpc: z.literal("2.0"),
    id: z.union([z.string(), z.number()]).nullable(),
    result: z
      .looseObject({})
      .describe("The MCP result: InitializeResult, ListToolsResult, CallToolResult (content and structuredContent), ..."),
  })
  .meta({ id: "JsonRpcResponse" });

export const JsonRpcErrorSchema = z
  .looseObject({
    jsonrpc: z.literal("2.0"),
    id: z.union([z.string(), z.number()]).nullable(),
    error: z.looseObject({
      code: z
        .number()
        .int()
        .describe(
          "-32700 parse error, -32600 invalid request (a batch), -32601 unknown method, -32602 " +
            "invalid params (an unknown tool), -32000 transport refusal, -32029 rate limited.",
        ),
      message: z.string(),
      data: z
        .looseObject({
          error: z.enum(ERROR_CODES as [string, ...string[]]).describe("The code in the service's error registry (GET /api/problems)."),
          retryable: z.boolean(),
          next_action: z.string(),
          retry_after: z.number().int().optional(),
        })
        .optional(),
    }),
  })
  .meta({ id: "JsonRpcError" });
