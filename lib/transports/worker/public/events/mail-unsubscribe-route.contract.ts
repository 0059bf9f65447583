// The contract of the routes in mail-unsubscribe-route.ts: data only (no handler or domain code),
// so the route table (lib/contracts) and the OpenAPI documents read it without loading the handler.
import { defineRoute } from "@/lib/http/contract";
import * as S from "@/lib/schemas/events";
import { SlugParamsSchema } from "@/lib/schemas/public-trust";
import { api, notPublished } from "@/lib/contracts/events";

export const mailUnsubscribePageRoute = defineRoute({
  ...api,
  kind: "page",
  operationId: "mailUnsubscribePage",
  method: "GET",
  path: "/public/trust/{slug}/unsubscribe",
  summary: "The unsubscribe link of a subscriber mail: a page whose button POSTs (a link scanner unsubscribes nobody)",
  params: SlugParamsSchema,
  query: S.MailUnsubscribeQuerySchema,
  responses: { 200: { description: "HTML page with the button.", contentType: "text/html" }, 404: notPublished },
  errors: ["bad_request"],
});

export const mailUnsubscribeRoute = defineRoute({
  ...api,
  operationId: "mailUnsubscribe",
  method: "POST",
  path: "/public/trust/{slug}/unsubscribe",
  summary: "One-click unsubscribe (RFC 8058): POST `List-Unsubscribe=One-Click` to the List-Unsubscribe URL",
  params: SlugParamsSchema,
  query: S.MailUnsubscribeQuerySchema,
  forms: true,
  responses: { 200: { description: "Unsubscribed (also when it already was).", schema: S.UnsubscribedSchema }, 404: notPublished },
  errors: ["bad_request", "unsupported_media_type"],
});
