// The contract of the route in trust-profile-route.ts: data only (no handler or domain code),
// so the route table (lib/contracts) and the OpenAPI documents read it without loading the handler.
import { z } from "zod";
import { defineRoute } from "@/lib/http/contract";
import { MovedToCanonicalSchema, PublicTrustProfileSchema, SlugParamsSchema, UnpublishedProfileSchema } from "@/lib/schemas/public-trust";

const deprecationHeaders = {
  Deprecation: { description: "RFC 9745: this read is deprecated (since 2026-08-22)." },
  Link: { description: 'RFC 8288: `rel="successor-version"` names the canonical Network read; `rel="deprecation"` the documentation.' },
};

const notPublished = {
  description: "Unclaimed or private (UnpublishedProfile), or a Network company (MovedToCanonical).",
  schema: z.union([UnpublishedProfileSchema, MovedToCanonicalSchema]),
};

export const publicTrustProfileRoute = defineRoute({
  operationId: "getPublicTrustProfile",
  host: "api",
  method: "GET",
  path: "/public/trust/{slug}",
  hot: true,
  summary: "Worker Trust Profile (deprecated: read /api/network/profile)",
  description:
    "Matches the slug exactly against company id, then domain, then workspace slug. Published: " +
    "200. Unclaimed (or unknown) and private: 404 UnpublishedProfile. Network companies: 404 " +
    "MovedToCanonical. Every read records a view (counted once per client network per ten minutes).",
  tags: ["Public trust"],
  status: "deprecated",
  auth: "none",
  params: SlugParamsSchema,
  responses: {
    200: { description: "The Trust Profile.", schema: PublicTrustProfileSchema, headers: deprecationHeaders },
    404: { ...notPublished, headers: deprecationHeaders },
  },
  errors: ["bad_request", "moved", "internal_error"],
  cache: "profile",
});
