// Contracts of the event channels: endpoints, alert destinations and the delivery log (web host, behind a
// session), agent subscriptions and the subscriber mail's one-click unsubscribe (API host, public).
import { definePage as page, defineRoute, type RouteContract } from "@/lib/http/contract";
import type { ErrorCode } from "@/lib/http/error-registry";
import { IdParamsSchema } from "@/lib/schemas/auth";
import * as S from "@/lib/schemas/events";
import { ConfirmResultSchema, SlugParamsSchema, UnpublishedProfileSchema } from "@/lib/schemas/public-trust";
import { API_WRITE_ERRORS, apiIdempotencyKey } from "@/lib/contracts/idempotency-headers";

const web = {
  host: "web" as const,
  status: "documented, not versioned" as const,
  errorFormat: "negotiate" as const,
  forms: true,
  tags: ["Events"],
  auth: "session" as const,
};
const api = { host: "api" as const, status: "supported" as const, tags: ["Events"], auth: "none" as const };
const WRITE_ERRORS: ErrorCode[] = [
  "unauthorized",
  "forbidden",
  "invalid_request",
  "bad_json",
  "unsupported_media_type",
  "payload_too_large",
  "busy",
];
const apiIdempotency = apiIdempotencyKey("the client network");
const notPublished = { description: "Unclaimed or private.", schema: UnpublishedProfileSchema };
const API_WRITES: ErrorCode[] = [...API_WRITE_ERRORS, "internal_error"];

export const listEndpointsRoute = defineRoute({
  ...web,
  operationId: "listEndpoints",
  method: "GET",
  path: "/api/workspace/endpoints",
  summary: "The workspace's webhook endpoints (never their secrets)",
  responses: { 200: { description: "Endpoints, newest first.", schema: S.EndpointListSchema } },
  errors: ["unauthorized"],
});

export const createEndpointRoute = defineRoute({
  ...web,
  operationId: "createEndpoint",
  role: "admin",
  method: "POST",
  path: "/api/workspace/endpoints",
  summary: "Register a webhook endpoint (public HTTPS only); its signing secret is shown once",
  description: "The URL passes the SSRF guard now and at every delivery. A form post answers with an HTML page showing the secret once.",
  body: S.EndpointCreateBodySchema,
  responses: { 201: { description: "Registered; the secret shown once.", schema: S.EndpointCreatedSchema } },
  errors: WRITE_ERRORS,
});

const endpointAction = (operationId: string, action: string, summary: string, schema: RouteContract["responses"][number]["schema"]) =>
  defineRoute({
    ...web,
    operationId,
    role: "admin",
    method: "POST",
    path: `/api/workspace/endpoints/{id}/${action}`,
    summary,
    params: IdParamsSchema,
    responses: { 200: { description: "Done.", schema } },
    errors: ["unauthorized", "forbidden", "not_found", "busy"],
  });

export const disableEndpointRoute = endpointAction(
  "disableEndpoint",
  "disable",
  "Disable an endpoint of the workspace (nothing more is sent to it)",
  S.EndpointSchema,
);
export const rollEndpointSecretRoute = endpointAction(
  "rollEndpointSecret",
  "roll-secret",
  "Roll an endpoint's signing secret; the new one is shown once",
  S.SecretRolledSchema,
);
export const testEndpointRoute = endpointAction(
  "testEndpoint",
  "test",
  "Send a signed test event (`ping`) to an endpoint; the attempt is logged",
  S.TestSendResultSchema,
);

export const listDeliveriesRoute = defineRoute({
  ...web,
  operationId: "listDeliveries",
  method: "GET",
  path: "/api/workspace/deliveries",
  summary: "The workspace's delivery log: one row per attempt on every channel, newest first (100)",
  query: S.DeliveriesQuerySchema,
  responses: { 200: { description: "Attempts.", schema: S.AttemptListSchema } },
  errors: ["unauthorized", "invalid_request"],
});

export const listDestinationsRoute = defineRoute({
  ...web,
  operationId: "listAlertDestinations",
  method: "GET",
  path: "/api/workspace/alert-destinations",
  summary: "The workspace's alert destinations",
  responses: { 200: { description: "Destinations, newest first.", schema: S.DestinationListSchema } },
  errors: ["unauthorized"],
});

export const createDestinationRoute = defineRoute({
  ...web,
  operationId: "createAlertDestination",
  role: "admin",
  method: "POST",
  path: "/api/workspace/alert-destinations",
  summary: "Add an alert destination (public HTTPS only); its derived key is shown once",
  description:
    "The destination receives the service's own alerts in the envelope `{id, type, created, data}`, signed " +
    "per spec 6.2: `monitoring.drift`; `reading.failing`, once a streak of three readings of one of the " +
    "workspace's companies in a row that observed nothing, with data `{slug, domain, failed_readings, " +
    "since, last_witnessed_at, reasons, url}` (times in epoch ms); and `alert.test` from the test button.",
  body: S.DestinationCreateBodySchema,
  responses: { 201: { description: "Added; the key shown once.", schema: S.DestinationKeySchema } },
  errors: WRITE_ERRORS,
});

export const rotateDestinationRoute = defineRoute({
  ...web,
  operationId: "rotateAlertDestination",
  role: "owner",
  method: "POST",
  path: "/api/workspace/alert-destinations/{id}/rotate",
  summary: "Start the next key generation (workspace owner only); both signatures are sent for seven days",
  params: IdParamsSchema,
  responses: { 200: { description: "Rotated; the new key shown once.", schema: S.DestinationKeySchema } },
  errors: ["unauthorized", "forbidden", "not_found", "busy"],
});

export const testDestinationRoute = defineRoute({
  ...web,
  operationId: "testAlertDestination",
  role: "admin",
  method: "POST",
  path: "/api/workspace/alert-destinations/{id}/test",
  summary: "Send a signed test alert (`alert.test`, up to three attempts in 15 s)",
  params: IdParamsSchema,
  responses: { 200: { description: "The last attempt.", schema: S.TestSendResultSchema } },
  errors: ["unauthorized", "forbidden", "not_found", "busy"],
});

export const disableDestinationRoute = defineRoute({
  ...web,
  operationId: "disableAlertDestination",
  role: "admin",
  method: "POST",
  path: "/api/workspace/alert-destinations/{id}/disable",
  summary: "Disable an alert destination",
  params: IdParamsSchema,
  responses: { 200: { description: "Disabled.", schema: S.DestinationSchema } },
  errors: ["unauthorized", "forbidden", "not_found", "busy"],
});

export const agentSubscribeRoute = defineRoute({
  ...api,
  operationId: "agentSubscribe",
  method: "POST",
  path: "/public/trust/{slug}/agent-subscribe",
  summary: "Follow a published profile with a webhook: the destination must echo a challenge first",
  description:
    'The service POSTs `{"type":"subscription.challenge","challenge":"<value>"}` (also in `x-svc-challenge`) to `webhookUrl`; the ' +
    'destination answers 2xx with the value (plain text or `{"challenge":"<value>"}`). Only then is the subscription stored and its ' +
    "signing secret returned, once. Deliveries: `trust.posture.changed`, " +
    "signed with `x-svc-signature`, up to three attempts in 15 s.",
  params: SlugParamsSchema,
  body: S.AgentSubscribeBodySchema,
  maxBodyBytes: 4 * 1024,
  requestHeaders: apiIdempotency,
  responses: { 201: { description: "Subscribed; the secret shown once.", schema: S.AgentSubscribedSchema }, 404: notPublished },
  errors: API_WRITES,
});

export const agentUnsubscribeRoute = defineRoute({
  ...api,
  operationId: "agentUnsubscribe",
  method: "POST",
  path: "/public/trust/{slug}/agent-unsubscribe",
  summary: "End an agent subscription with its link signature or its secret",
  params: SlugParamsSchema,
  body: S.AgentUnsubscribeBodySchema,
  maxBodyBytes: 4 * 1024,
  requestHeaders: apiIdempotency,
  responses: { 200: { description: "Unsubscribed.", schema: S.UnsubscribedSchema }, 404: notPublished },
  errors: [...API_WRITES, "not_found"],
});

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

export const eventPages: RouteContract[] = [
  page("/workspace/endpoints", "Webhook endpoints: register, disable, roll a secret, send a test event; the delivery log"),
  page("/workspace/alerts", "Alert destinations: add, rotate the key, send a test alert, disable"),
];

export const eventRoutes: RouteContract[] = [
  listEndpointsRoute,
  createEndpointRoute,
  disableEndpointRoute,
  rollEndpointSecretRoute,
  testEndpointRoute,
  listDeliveriesRoute,
  listDestinationsRoute,
  createDestinationRoute,
  rotateDestinationRoute,
  testDestinationRoute,
  disableDestinationRoute,
  agentSubscribeRoute,
  agentUnsubscribeRoute,
  mailUnsubscribePageRoute,
  mailUnsubscribeRoute,
  confirmSubscriptionPostRoute,
  ...eventPages,
];
