// The contract of the routes in facts.ts: data only (no handler or domain code),
// so the route table (lib/contracts) and the OpenAPI documents read it without loading the handler.
import { defineRoute } from "@/lib/http/contract";
import * as S from "@/lib/schemas/companies";
import { web, WRITE_ERRORS } from "@/lib/contracts/companies";

export const readFactsRoute = defineRoute({
  ...web,
  operationId: "readWorkspaceCompanyFacts",
  method: "GET",
  path: "/api/workspace/companies/{slug}/facts",
  summary: "The company's draft of declared facts beside the published set",
  params: S.SlugParamsSchema,
  responses: { 200: { description: "Draft and published facts.", schema: S.FactsViewSchema } },
  errors: ["unauthorized", "not_found"],
});

export const replaceFactsRoute = defineRoute({
  ...web,
  operationId: "replaceWorkspaceCompanyFacts",
  method: "PUT",
  path: "/api/workspace/companies/{slug}/facts",
  summary: "Replace the draft of declared facts (published by the next publish)",
  description:
    "Category from the vocabulary, key unique within its category, label at most 120 and value at most " +
    "2,000 characters, URLs https only; each error names its index and field (`facts.<i>.<field>`).",
  params: S.SlugParamsSchema,
  body: S.FactsDraftBodySchema,
  responses: { 200: { description: "The draft as stored, beside the published set.", schema: S.FactsViewSchema } },
  errors: [...WRITE_ERRORS, "not_found"],
});

export const postFactsFormRoute = defineRoute({
  ...web,
  operationId: "postWorkspaceCompanyFactsForm",
  method: "POST",
  path: "/api/workspace/companies/{slug}/facts",
  summary: "The page's form for the draft: one fact a line, `category | key | label | value` (same rules as PUT)",
  params: S.SlugParamsSchema,
  body: S.FactsFormBodySchema,
  responses: { 200: { description: "The draft as stored, beside the published set.", schema: S.FactsViewSchema } },
  errors: [...WRITE_ERRORS, "not_found"],
});
