// The contract of the routes in schemas.ts: data only (no handler or domain code),
// so the route table (lib/contracts) and the OpenAPI documents read it without loading the handler.
import { defineRoute } from "@/lib/http/contract";
import { TAGS } from "@/lib/contracts/statement-log";

export const tokenSchemaRoute = defineRoute({
  operationId: "getTrustLedgerTokenSchema",
  host: "web",
  method: "GET",
  path: "/schemas/trust-ledger-token.v1.schema.json",
  summary: "JSON Schema (2020-12) of the decoded Trust Ledger Token",
  tags: TAGS,
  status: "experimental",
  responses: { 200: { description: "JSON Schema draft 2020-12.", contentType: "application/schema+json" } },
  cache: "contract",
});

export const bundleSchemaRoute = defineRoute({
  operationId: "getVerificationBundleSchema",
  host: "web",
  method: "GET",
  path: "/schemas/verification-bundle.v1.schema.json",
  summary: "JSON Schema (2020-12) of the verification bundle",
  tags: TAGS,
  status: "experimental",
  responses: { 200: { description: "JSON Schema draft 2020-12.", contentType: "application/schema+json" } },
  cache: "contract",
});
