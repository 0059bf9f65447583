// The contract of the route in agent-subscribe-route.ts: data only (no handler or domain code),
// so the route table (lib/contracts) and the OpenAPI documents read it without loading the handler.
import { defineRoute } from "@/lib/http/contract";
import * as S from "@/lib/schemas/events";
import { SlugParamsSchema } from "@/lib/schemas/public-trust";
import { api, apiIdempotency, notPublished, API_WRITES } from "@/lib/contracts/events";

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
