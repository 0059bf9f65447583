// The contract of the route in agent-card-route.ts: data only (no handler or domain code),
// so the route table (lib/contracts) and the OpenAPI documents read it without loading the handler.
import { defineRoute } from "@/lib/http/contract";
import { AgentCardJsonSchema } from "@/lib/schemas/agents";

export const agentCardRoute = defineRoute({
  operationId: "getAgentCard",
  host: "api",
  method: "GET",
  path: "/.well-known/agent-card.json",
  summary: "A2A Agent Card",
  description:
    "The A2A 1.0 Agent Card: the JSON-RPC interface at /a2a/v1, its skills, and the OAuth security scheme naming the authorization server.",
  tags: ["Agents"],
  status: "supported",
  auth: "none",
  responses: { 200: { description: "The Agent Card.", schema: AgentCardJsonSchema } },
  cache: "contract",
});
