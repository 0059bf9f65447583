// The contract of the route in marketplace-intent-route.ts: data only (no handler or domain code),
// so the route table (lib/contracts) and the OpenAPI documents read it without loading the handler.
import { defineRoute } from "@/lib/http/contract";
import { MarketplaceIntentBodySchema, MarketplaceIntentResultSchema } from "@/lib/schemas/public-trust";
import { idempotencyHeader, replayedHeader, writeErrors } from "@/lib/contracts/public-trust";

export const marketplaceIntentRoute = defineRoute({
  operationId: "recordMarketplaceIntent",
  host: "api",
  method: "POST",
  path: "/public/marketplace/intent",
  summary: "Register buyer interest in a company",
  description:
    "Becomes a Lead of the target company's workspace (read with GET /v1/marketplace/leads). " +
    "A target that is unknown, unclaimed or private is a 400 naming `target_company`.",
  tags: ["Public trust"],
  status: "supported",
  auth: "none",
  body: MarketplaceIntentBodySchema,
  maxBodyBytes: 8 * 1024,
  requestHeaders: idempotencyHeader,
  responses: { 201: { description: "Received.", schema: MarketplaceIntentResultSchema, headers: replayedHeader } },
  errors: [...writeErrors],
});
