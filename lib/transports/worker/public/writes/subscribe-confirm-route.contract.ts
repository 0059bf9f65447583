// The contract of the routes in subscribe-confirm-route.ts: data only (no handler or domain code),
// so the route table (lib/contracts) and the OpenAPI documents read it without loading the handler.
import { defineRoute } from "@/lib/http/contract";
import { ConfirmQuerySchema, SlugParamsSchema, UnpublishedProfileSchema, ConfirmResultSchema } from "@/lib/schemas/public-trust";
import * as S from "@/lib/schemas/events";
import { api, notPublished } from "@/lib/contracts/events";

export const confirmSubscriptionPostRoute = defineRoute({
  ...api,
  operationId: "confirmProfileSubscriptionPost",
  method: "POST",
  path: "/public/trust/{slug}/subscribe/confirm",
  summary: "Confirm a subscription: the POST of the confirmation page's button",
  description:
    "The mailed link opens a page (GET) whose button posts the token here, so a mail scanner following the link confirms nothing.",
  params: SlugParamsSchema,
  body: S.ConfirmFormBodySchema,
  forms: true,
  responses: { 200: { description: "Confirmed (JSON; an HTML page for the form).", schema: ConfirmResultSchema }, 404: notPublished },
  errors: ["bad_request", "bad_json", "unsupported_media_type", "payload_too_large"],
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
