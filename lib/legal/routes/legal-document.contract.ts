// The contract of the route in legal-document.ts: data only (no handler or domain code),
// so the route table (lib/contracts) and the OpenAPI documents read it without loading the handler.
import { z } from "zod";
import { defineRoute } from "@/lib/http/contract";
import { LegalDocumentSchema, LegalSlugSchema } from "@/lib/schemas/legal";

export const legalRoute = defineRoute({
  operationId: "getLegalDocument",
  host: "web",
  method: "GET",
  path: "/api/legal/{slug}",
  summary: "One of the twenty published legal documents",
  tags: ["Legal"],
  status: "supported",
  params: z.object({ slug: LegalSlugSchema }),
  responses: { 200: { description: "The document, with sanitised HTML.", schema: LegalDocumentSchema } },
  errors: ["not_found"],
  cache: "legal",
});
