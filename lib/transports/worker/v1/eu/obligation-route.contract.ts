// The contract of the route in obligation-route.ts: data only (no handler or domain code),
// so the route table (lib/contracts) and the OpenAPI documents read it without loading the handler.
import * as S from "@/lib/schemas/eu-ai-act";
import { pair } from "@/lib/contracts/eu-ai-act";

export const euObligationMark = pair({
  id: "EuObligationMark",
  method: "POST",
  path: "/systems/{id}/status/{obligation}",
  summary: "Mark one obligation met or unmet, with evidence links",
  params: S.EuObligationParamsSchema,
  body: S.EuObligationBodySchema,
  status: 200,
  response: S.EuStatusSchema,
  responseDescription: "The status after the change.",
  errors: ["not_found"],
});
