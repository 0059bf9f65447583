// The contract of the route in knowledge-retire.ts: data only (no handler or domain code),
// so the route table (lib/contracts) and the OpenAPI documents read it without loading the handler.
import { statusRoute } from "@/lib/contracts/knowledge";

export const retireKnowledgeRoute = statusRoute("retire", "Retire an entry: no answer uses it any more");
