// JSON-RPC 2.0 error codes the MCP endpoint answers with: the standard ones, and one in the range the
// specification leaves to servers (-32000 to -32099) for a refused rate. Imports nothing.

export const JSON_RPC_CODES = {
  parseError: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  internalError: -32603,
  /** Transport-level refusals (wrong HTTP method, media type, body size), as the MCP SDK uses it. */
  serverError: -32000,
  rateLimited: -32029,
} as const;

export type JsonRpcCode = (typeof JSON_RPC_CODES)[keyof typeof JSON_RPC_CODES];
