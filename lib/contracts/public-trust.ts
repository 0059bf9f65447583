// Contracts of the API host's public surface: the deprecated worker profile read, its badge and the
// public writes (view, subscribe and confirm, request-access, marketplace intent).
import { z } from "zod";
import { defineRoute, type RouteContract } from "@/lib/http/contract";
import {
  AccessRequestBodySchema,
  AccessRequestResultSchema,
  ConfirmQuerySchema,
  MarketplaceIntentBodySchema,
  MarketplaceIntentResultSchema,
  MovedToCanonicalSchema,
  PublicTrustProfileSchema,
  SlugParamsSchema,
  SubscribeRequestSchema,
  SubscribeResultSchema,
  UnpublishedProfileSchema,
  ViewRequestSchema,
  ViewResultSchema,
} from "@/lib/schemas/public-trust";
import { API_WRITE_ERRORS, apiIdempotencyKey, IDEMPOTENCY_REPLAYED } from "@/lib/contracts/idempotency-headers";

const idempotencyHeader = apiIdempotencyKey("the client network");
const replayedHeader = IDEMPOTENCY_REPLAYED;
const deprecationHeaders = {
  Deprecation: { description: "RFC 9745: this read is deprecated (since 2026-08-22)." },
  Link: { description: 'RFC 8288: `rel="successor-version"` names the canonical Network read; `rel="deprecation"` the documentation.' },
};
const notPublished = {
  description: "Unclaimed or private (UnpublishedProfile), or a Network company (MovedToCanonical).",
  schema: z.union([UnpublishedProfileSchema, MovedToCanonicalSchema]),
};
const writeErrors = [...API_WRITE_ERRORS, "internal_error"] as const;

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

export const confirmSubscriptionRoute = defineRoute({
  operationId: "confirmProfileSubscription",
  host: "api",
  kind: "page",
  method: "GET",
  path: "/public/trust/{slug}/subscribe/confirm",
  summary: "The confirmation mail's link: a page whose button confirms (POST), so a link scanner confirms nothing",
  description:
    "Opening the link changes nothing. The page's button posts the token to the same path. A newer subscribe request replaces the token.",
  tags: ["Public trust"],
  status: "supported",
  auth: "none",
  params: SlugParamsSchema,
  query: ConfirmQuerySchema,
  responses: {
    200: { description: "HTML page with the confirm button.", contentType: "text/html" },
    404: { description: "Unclaimed or private.", schema: UnpublishedProfileSchema },
  },
  errors: ["bad_request", "internal_error"],
});

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

export const publicTrustRoutes: RouteContract[] = [
  publicTrustProfileRoute,
  publicTrustBadgeRoute,
  recordViewRoute,
  subscribeRoute,
  confirmSubscriptionRoute,
  requestAccessRoute,
  marketplaceIntentRoute,
];
