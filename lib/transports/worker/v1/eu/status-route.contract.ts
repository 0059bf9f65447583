// The contract of the route in status-route.ts: data only (no handler or domain code),
// so the route table (lib/contracts) and the OpenAPI documents read it without loading the handler.
import * as S from "@/lib/schemas/eu-ai-act";
import { pair, idParams } from "@/lib/contracts/eu-ai-act";

export const euStatus = pair({
  id: "EuStatus",
  method: "GET",
  path: "/systems/{id}/status",
  summary: "Compliance status: each obligation with the date it applies from and what the company marked (met or unmet, evidence, when)",
  description:
    "Nothing is marked met by the service: an obligation the company has not marked reads `unmet` with `marked_by_company: false`.",
  params: idParams,
  status: 200,
  response: S.EuStatusSchema,
  responseDescription: "The status checklist.",
  errors: ["not_found"],
});
