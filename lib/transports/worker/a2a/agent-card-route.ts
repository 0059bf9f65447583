// GET {api_url}/.well-known/agent-card.json – the A2A Agent Card.
import { agentCardRoute } from "@/lib/transports/worker/a2a/agent-card-route.contract";
import { json } from "@/lib/http/respond";
import { route } from "@/lib/http/route";
import { agentCardJson } from "@/lib/transports/worker/a2a/agent-card";

export const GET = route(agentCardRoute, async () => json(agentCardJson(), { headers: { "access-control-allow-origin": "*" } }));
