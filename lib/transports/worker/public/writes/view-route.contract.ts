// The contract of the route in view-route.ts: data only (no handler or domain code),
// so the route table (lib/contracts) and the OpenAPI documents read it without loading the handler.
import { defineRoute } from "@/lib/http/contract";
import { SlugParamsSchema, UnpublishedProfileSchema, ViewRequestSchema, ViewResultSchema } from "@/lib/schemas/public-trust";
import { idempotencyHeader, replayedHeader, writeErrors } from "@/lib/contracts/public-trust";

export const recordViewRoute = defineRoute({
  operationId: "recordProfileView",
  host: "api",
  method: "POST",
  path: "/public/trust/{slug}/view",
  summary: "Record a view of a published profile",
  description:
    "Counted once per client network per profile in any ten minutes; each counted view queues a " +
    "`profile.viewed` event (`slug`, `referrer`, `at`). The address is never stored, only a keyed hash.",
  tags: ["Public trust"],
  status: "supported",
  auth: "none",
  params: SlugParamsSchema,
  body: ViewRequestSchema,
  maxBodyBytes: 4 * 1024,
  requestHeaders: idempotencyHeader,
  responses: {
    200: { description: "Recorded (or already counted in the window).", schema: ViewResultSchema, headers: replayedHeader },
    404: { description: "Unclaimed or private.", schema: UnpublishedProfileSchema },
  },
  errors: [...writeErrors],
});
