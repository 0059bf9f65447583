// The contract of the route in agent-unsubscribe-route.ts: data only (no handler or domain code),
// so the route table (lib/contracts) and the OpenAPI documents read it without loading the handler.
import { defineRoute } from "@/lib/http/contract";
import * as S from "@/lib/schemas/events";
import { SlugParamsSchema } from "@/lib/schemas/public-trust";
import { api, apiIdempotency, notPublished, API_WRITES } from "@/lib/contracts/events";

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
