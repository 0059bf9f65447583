// The contract of the route in subscription-route.ts: data only (no handler or domain code),
// so the route table (lib/contracts) and the OpenAPI documents read it without loading the handler.
import * as S from "@/lib/schemas/eu-ai-act";
import { pair, idParams } from "@/lib/contracts/eu-ai-act";

export const euSubscription = pair({
  id: "EuSubscription",
  method: "POST",
  path: "/systems/{id}/subscription",
  summary: "Subscribe a system to rule-set updates (re-classified automatically when a version is published) or unsubscribe",
  params: idParams,
  body: S.EuSubscriptionBodySchema,
  status: 200,
  response: S.EuSystemSchema,
  responseDescription: "The system.",
  errors: ["not_found"],
});
