// The contract of the route in leads-route.ts: data only (no handler or domain code),
// so the route table (lib/contracts) and the OpenAPI documents read it without loading the handler.
import { defineRoute } from "@/lib/http/contract";
import { LeadPageSchema } from "@/lib/schemas/worker-v1";
import { credentialHeaders, AUTH_ERRORS } from "@/lib/contracts/worker-v1";

export const marketplaceLeadsRoute = defineRoute({
  operationId: "listMarketplaceLeads",
  host: "api",
  method: "GET",
  path: "/v1/marketplace/leads",
  summary: "Buyer-intent leads for the caller's workspace, newest first (at most 300)",
  description: "Buyers who submitted interest through POST /public/marketplace/intent. An ingest key reads nothing.",
  tags: ["Worker"],
  status: "supported",
  auth: ["workspace-key", "scoped-token"],
  scopedOperation: "marketplace.leads.read",
  requestHeaders: credentialHeaders,
  responses: { 200: { description: "The leads.", schema: LeadPageSchema } },
  errors: [...AUTH_ERRORS, "internal_error"],
  cache: "no-store",
});
