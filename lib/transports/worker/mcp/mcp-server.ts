// The MCP server of one request: the SDK's low-level Server with the tools, resources and prompts
// registered as request handlers. Low-level (not McpServer) because an unknown tool must be a JSON-RPC
// error, and every tool result, an invalid argument included, must carry structuredContent.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import {
  CallToolRequestSchema,
  ErrorCode,
  GetPromptRequestSchema,
  ListPromptsRequestSchema,
  ListResourcesRequestSchema,
  ListToolsRequestSchema,
  McpError,
  ReadResourceRequestSchema,
  type Tool,
} from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";
import type { OAuthCaller } from "@/lib/http/oauth-access-token";
import { getDb } from "@/lib/platform/db/client";
import { callTool } from "@/lib/transports/worker/mcp/call-tool";
import { getPrompt, missingPromptArguments, PROMPTS } from "@/lib/transports/mcp/prompts";
import { readResource, RESOURCES } from "@/lib/transports/mcp/resources";
import { MCP_INSTRUCTIONS, MCP_SERVER_NAME, MCP_SERVER_VERSION } from "@/lib/transports/mcp/server-info";
import { findTool, TOOLS } from "@/lib/transports/mcp/tools";

// Draft-07 JSON Schema (what MCP clients validate with), without the $schema line.
function jsonSchema(schema: z.ZodType, io: "input" | "output"): Tool["inputSchema"] {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, { target: "draft-7", io, unrepresentable: "any" }) as Record<string, unknown>;
  return rest as Tool["inputSchema"];
}

let toolList: Tool[] | null = null;

/** Computed once per process: the schemas do not change while it runs. */
export function listedTools(): Tool[] {
  toolList ??= TOOLS.map((t) => ({
    name: t.name,
    title: t.title,
    description: t.description,
    inputSchema: jsonSchema(t.input, "input"),
    outputSchema: jsonSchema(t.output, "output") as Tool["outputSchema"],
    annotations: t.annotations,
    _meta: { "svc/cost_units": t.cost },
  }));
  return toolList;
}

export function createMcpServer(caller: OAuthCaller | null): Server {
  const server = new Server(
    { name: MCP_SERVER_NAME, title: "Public Trust Network", version: MCP_SERVER_VERSION },
    { capabilities: { tools: {}, resources: {}, prompts: {} }, instructions: MCP_INSTRUCTIONS },
  );
  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: listedTools() }));
  server.setRequestHandler(CallToolRequestSchema, async (req) => {
    const tool = findTool(req.params.name);
    if (!tool)
      throw new McpError(
        ErrorCode.InvalidParams,
        `Unknown tool: ${req.params.name.slice(0, 100)}. tools/list names the tools this server has.`,
      );
    return callTool(tool, req.params.arguments, { db: getDb, caller });
  });
  server.setRequestHandler(ListResourcesRequestSchema, async () => ({
    resources: RESOURCES.map((r) => ({ uri: r.uri, name: r.name, title: r.title, description: r.description, mimeType: "text/markdown" })),
  }));
  server.setRequestHandler(ReadResourceRequestSchema, async (req) => {
    const content = readResource(req.params.uri);
    if (!content)
      throw new McpError(ErrorCode.InvalidParams, `Unknown resource: ${req.params.uri.slice(0, 200)}. resources/list names the resources.`);
    return { contents: [content] };
  });
  server.setRequestHandler(ListPromptsRequestSchema, async () => ({
    prompts: PROMPTS.map((p) => ({ name: p.name, title: p.title, description: p.description, arguments: p.arguments })),
  }));
  server.setRequestHandler(GetPromptRequestSchema, async (req) => {
    const args = req.params.arguments ?? {};
    const missing = missingPromptArguments(req.params.name, args);
    if (missing.length)
      throw new McpError(
        ErrorCode.InvalidParams,
        `Prompt ${req.params.name} needs the argument ${missing.map((m) => `\`${m}\``).join(", ")}.`,
      );
    const prompt = getPrompt(req.params.name, args);
    if (!prompt)
      throw new McpError(ErrorCode.InvalidParams, `Unknown prompt: ${req.params.name.slice(0, 100)}. prompts/list names the prompts.`);
    return prompt;
  });
  return server;
}
