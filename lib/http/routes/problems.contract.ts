// The contract of the route in problems.ts: data only (no handler or domain code),
// so the route table (lib/contracts) and the OpenAPI documents read it without loading the handler.
import { defineRoute } from "@/lib/http/contract";
import { ProblemRegistrySchema } from "@/lib/schemas/errors";

export const problemsRoute = defineRoute({
  operationId: "listProblems",
  host: "web",
  method: "GET",
  path: "/api/problems",
  summary: "Registry of error codes, their status and whether retrying helps",
  tags: ["Errors"],
  status: "supported",
  responses: { 200: { description: "Every error code the service answers with.", schema: ProblemRegistrySchema } },
  cache: "contract",
});
