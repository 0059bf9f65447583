// POST /public/mcp – the MCP server (GET and DELETE answer 405 with a JSON-RPC error).
export { POST, GET, DELETE } from "@/lib/transports/worker/mcp/mcp-route";
