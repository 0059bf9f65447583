// The contract of the route in claim-payload-schema.ts: data only (no handler or domain code),
// so the route table (lib/contracts) and the OpenAPI documents read it without loading the handler.
import { defineRoute } from "@/lib/http/contract";

export const claimPayloadSchemaRoute = defineRoute({
  operationId: "getClaimStatementPayloadSchema",
  host: "web",
  method: "GET",
  path: "/schemas/claim-statement-payload.v1.schema.json",
  summary: "JSON Schema (2020-12) of the signed payload of a claim statement (`claim: 1`: a domain's control proven, or a claim suspended)",
  tags: ["Witness"],
  status: "experimental",
  responses: { 200: { description: "JSON Schema draft 2020-12.", contentType: "application/schema+json" } },
  cache: "contract",
});
