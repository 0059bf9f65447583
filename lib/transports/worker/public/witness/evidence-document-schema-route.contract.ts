// The contract of the route in evidence-document-schema-route.ts: data only (no handler or domain code),
// so the route table (lib/contracts) and the OpenAPI documents read it without loading the handler.
import { defineRoute } from "@/lib/http/contract";

export const evidenceDocumentSchemaRoute = defineRoute({
  operationId: "getEvidenceDocumentSchema",
  host: "api",
  method: "GET",
  path: "/public/witness/evidence-document.schema.json",
  summary: "JSON Schema (2020-12) of the evidence document a company hosts for the evidence-document connector",
  description:
    "A connected source of kind `evidence-document` is one HTTPS JSON document; the " +
    "connector validates it against this schema before witnessing what it states.",
  tags: ["Witness"],
  status: "experimental",
  responses: { 200: { description: "JSON Schema draft 2020-12.", contentType: "application/schema+json" } },
  cache: "contract",
});
