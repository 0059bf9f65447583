// The contract of the route in subscribe-route.ts: data only (no handler or domain code),
// so the route table (lib/contracts) and the OpenAPI documents read it without loading the handler.
import { defineRoute } from "@/lib/http/contract";
import { SlugParamsSchema, SubscribeRequestSchema, SubscribeResultSchema, UnpublishedProfileSchema } from "@/lib/schemas/public-trust";
import { idempotencyHeader, replayedHeader, writeErrors } from "@/lib/contracts/public-trust";

export const subscribeRoute = defineRoute({
  operationId: "subscribeToProfile",
  host: "api",
  method: "POST",
  path: "/public/trust/{slug}/subscribe",
  summary: "Subscribe an address to a published profile (double opt-in)",
  description:
    "Mails a confirmation link; the subscription is inactive until confirmed. " +
    "The answer is the same whether or not the address was already subscribed.",
  tags: ["Public trust"],
  status: "supported",
  auth: "none",
  params: SlugParamsSchema,
  body: SubscribeRequestSchema,
  maxBodyBytes: 4 * 1024,
  requestHeaders: idempotencyHeader,
  responses: {
    202: {
      description: "Confirmation mail sent (or a notice, when already subscribed).",
      schema: SubscribeResultSchema,
      headers: replayedHeader,
    },
    404: { description: "Unclaimed or private.", schema: UnpublishedProfileSchema },
  },
  errors: [...writeErrors],
});
