// The contract of the route in suggest.ts: data only (no handler or domain code),
// so the route table (lib/contracts) and the OpenAPI documents read it without loading the handler.
import { defineRoute } from "@/lib/http/contract";
import { SuggestQuerySchema, SuggestSchema } from "@/lib/schemas/directory";

export const suggestRoute = defineRoute({
  operationId: "suggestCompanies",
  host: "web",
  method: "GET",
  path: "/api/network/suggest",
  hot: true,
  summary: "Type-ahead: up to 10 listed companies by name or domain",
  tags: ["Directory"],
  status: "supported",
  query: SuggestQuerySchema,
  responses: { 200: { description: "Prefix matches on name and domain first.", schema: SuggestSchema } },
  errors: ["missing_parameter", "invalid_request", "internal_error"],
  cache: "suggest",
});
