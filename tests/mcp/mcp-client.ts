// The MCP SDK's own client against a served instance. Node's fetch does not resolve *.localhost, so
// the transport gets the loopback fetch of tests/helpers/client.ts. `protocolVersion` makes the
// client's initialize ask for that version (the SDK client always asks for its newest), so each
// version the server negotiates is exercised by the SDK client itself.
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import Ajv from "ajv";
import addFormats from "ajv-formats";
import { loopbackFetch, type HttpClient } from "@/tests/helpers/client";

export interface Connected {
  client: Client;
  /** Every MCP-Protocol-Version header the client sent after initialize. */
  sentVersions: string[];
  close(): Promise<void>;
}

export async function connectMcp(
  apiUrl: string,
  options: { protocolVersion?: string; headers?: Record<string, string> } = {},
): Promise<Connected> {
  const sentVersions: string[] = [];
  const fetchFor = async (url: string | URL, init?: RequestInit): Promise<Response> => {
    let body = init?.body;
    if (options.protocolVersion && typeof body === "string" && body.includes('"initialize"')) {
      const msg = JSON.parse(body);
      if (msg.method === "initialize")
        body = JSON.stringify({ ...msg, params: { ...msg.params, protocolVersion: options.protocolVersion } });
    }
    const headers = new Headers(init?.headers);
    for (const [k, v] of Object.entries(options.headers ?? {})) headers.set(k, v);
    const version = headers.get("mcp-protocol-version");
    if (version) sentVersions.push(version);
    return loopbackFetch(url, { ...init, headers, body });
  };
  const client = new Client({ name: "svc-test-client", version: "1.0.0" });
  const transport = new StreamableHTTPClientTransport(new URL("/public/mcp", apiUrl), { fetch: fetchFor });
  await client.connect(transport);
  return { client, sentVersions, close: () => client.close() };
}

const ajv = new Ajv({ strict: false, allErrors: true });
addFormats(ajv);

/** Checks a result's structuredContent against the tool's outputSchema from tools/list, with ajv. */
export function expectMatchesOutputSchema(outputSchema: object, result: CallToolResult): void {
  const validate = ajv.compile(outputSchema);
  if (!validate(result.structuredContent)) {
    throw new Error(`structuredContent does not match outputSchema: ${ajv.errorsText(validate.errors)}`);
  }
}

export const MCP_HEADERS = { accept: "application/json, text/event-stream", "content-type": "application/json" };

/** One raw JSON-RPC POST (for what the SDK client would never send). */
export function rpc(api: HttpClient, body: unknown, headers: Record<string, string> = {}) {
  return api.request("POST", "/public/mcp", {
    rawBody: typeof body === "string" ? body : JSON.stringify(body),
    headers: { ...MCP_HEADERS, ...headers },
  });
}

export function toolCall(name: string, args: Record<string, unknown>, id: number | string = 1) {
  return { jsonrpc: "2.0", id, method: "tools/call", params: { name, arguments: args } };
}
