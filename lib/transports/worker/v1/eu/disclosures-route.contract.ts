// The contract of the route in disclosures-route.ts: data only (no handler or domain code),
// so the route table (lib/contracts) and the OpenAPI documents read it without loading the handler.
import * as S from "@/lib/schemas/eu-ai-act";
import { pair, idParams } from "@/lib/contracts/eu-ai-act";

export const euDisclosures = pair({
  id: "EuDisclosures",
  method: "GET",
  path: "/systems/{id}/disclosures",
  summary:
    "Article 50 disclosures: per applicable duty the text (company-declared, else a generated draft), the placement rule and the article",
  params: idParams,
  status: 200,
  response: S.EuDisclosureListSchema,
  responseDescription: "Disclosures.",
  errors: ["not_found"],
});
