// The contract of the route in request-access-route.ts: data only (no handler or domain code),
// so the route table (lib/contracts) and the OpenAPI documents read it without loading the handler.
import { defineRoute } from "@/lib/http/contract";
import { AccessRequestBodySchema, AccessRequestResultSchema, SlugParamsSchema, UnpublishedProfileSchema } from "@/lib/schemas/public-trust";
import { idempotencyHeader, replayedHeader, writeErrors } from "@/lib/contracts/public-trust";

export const requestAccessRoute = defineRoute({
  operationId: "requestDocumentAccess",
  host: "api",
  method: "POST",
  path: "/public/trust/{slug}/request-access",
  summary: "Ask a company for a named document",
  description: "Stored for the company's workspace to answer.",
  tags: ["Public trust"],
  status: "supported",
  auth: "none",
  params: SlugParamsSchema,
  body: AccessRequestBodySchema,
  maxBodyBytes: 8 * 1024,
  requestHeaders: idempotencyHeader,
  responses: {
    201: { description: "Received.", schema: AccessRequestResultSchema, headers: replayedHeader },
    404: { description: "Unclaimed or private.", schema: UnpublishedProfileSchema },
  },
  errors: [...writeErrors],
});
