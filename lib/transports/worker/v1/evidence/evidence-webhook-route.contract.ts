// The contract of the route in evidence-webhook-route.ts: data only (no handler or domain code),
// so the route table (lib/contracts) and the OpenAPI documents read it without loading the handler.
import { defineRoute } from "@/lib/http/contract";
import { EvidenceEventRequestSchema, EvidenceEventSchema } from "@/lib/schemas/worker-v1";
import { idempotencyHeaders, AUTH_ERRORS, WRITE_ERRORS } from "@/lib/contracts/worker-v1";

export const evidenceWebhookRoute = defineRoute({
  operationId: "postEvidenceEvent",
  host: "api",
  method: "POST",
  path: "/v1/evidence/webhook",
  summary: "Append an evidence event the company asserts about itself (company-declared)",
  description:
    "The only endpoint an ingest key reaches (`Authorization: Bearer tk_live_...`); bound keys and scoped tokens for " +
    "`evidence.webhook` send a proof. Stored and shown as company-declared, never witnessed. Unknown fields are refused.",
  tags: ["Worker"],
  status: "supported",
  auth: ["workspace-key", "scoped-token", "ingest-key"],
  scopedOperation: "evidence.webhook",
  body: EvidenceEventRequestSchema,
  maxBodyBytes: 16 * 1024,
  requestHeaders: idempotencyHeaders,
  responses: { 201: { description: "Appended.", schema: EvidenceEventSchema } },
  errors: ["bad_request", ...AUTH_ERRORS, ...WRITE_ERRORS, "internal_error"],
  cache: "no-store",
});
