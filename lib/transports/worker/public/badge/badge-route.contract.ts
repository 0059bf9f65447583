// The contract of the route in badge-route.ts: data only (no handler or domain code),
// so the route table (lib/contracts) and the OpenAPI documents read it without loading the handler.
import { defineRoute } from "@/lib/http/contract";
import { SlugParamsSchema } from "@/lib/schemas/public-trust";

export const publicTrustBadgeRoute = defineRoute({
  operationId: "getPublicTrustBadge",
  host: "api",
  method: "GET",
  path: "/public/trust/{slug}/badge.svg",
  summary: "Embeddable badge: what was witnessed and when, or that nothing is published",
  description:
    "An accessible SVG (role=img, <title>, <desc>). Answers 200 in every publication " +
    "state. Neutral colours only; never a score. Send If-None-Match for a 304.",
  tags: ["Public trust"],
  status: "supported",
  auth: "none",
  kind: "asset",
  params: SlugParamsSchema,
  responses: {
    200: {
      description: "The badge.",
      contentType: "image/svg+xml",
      headers: { ETag: { description: "Changes when the badge's text changes." } },
    },
    304: { description: "Not modified (If-None-Match matched the ETag)." },
  },
  errors: ["bad_request", "internal_error"],
  cache: "badge",
});
