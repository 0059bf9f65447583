// Contracts of the cross-cutting routes: the error registry.
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

export const foundationRoutes = [problemsRoute];
