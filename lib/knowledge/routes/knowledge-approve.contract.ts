// The contract of the route in knowledge-approve.ts: data only (no handler or domain code),
// so the route table (lib/contracts) and the OpenAPI documents read it without loading the handler.
import { statusRoute } from "@/lib/contracts/knowledge";

export const approveKnowledgeRoute = statusRoute("approve", "Approve an entry: questionnaire answers may now use it");
