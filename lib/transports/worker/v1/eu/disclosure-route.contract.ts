// The contract of the route in disclosure-route.ts: data only (no handler or domain code),
// so the route table (lib/contracts) and the OpenAPI documents read it without loading the handler.
import * as S from "@/lib/schemas/eu-ai-act";
import { pair } from "@/lib/contracts/eu-ai-act";

export const euDisclosureDeclare = pair({
  id: "EuDisclosureDeclare",
  method: "POST",
  path: "/systems/{id}/disclosures/{duty}",
  summary: "Store the company's own disclosure text for a duty that applies (its declaration; origin company-declared)",
  params: S.EuDisclosureParamsSchema,
  body: S.EuDisclosureBodySchema,
  status: 200,
  response: S.EuDisclosureListSchema,
  responseDescription: "The system's disclosures after the change.",
  errors: ["not_found"],
});
