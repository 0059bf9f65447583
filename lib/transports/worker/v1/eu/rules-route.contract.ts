// The contract of the route in rules-route.ts: data only (no handler or domain code),
// so the route table (lib/contracts) and the OpenAPI documents read it without loading the handler.
import * as S from "@/lib/schemas/eu-ai-act";
import { pair } from "@/lib/contracts/eu-ai-act";

export const euRules = pair({
  id: "EuRules",
  method: "GET",
  path: "/rules",
  summary: "The current rule-set version: every rule with its article, annex point, effective date and condition",
  status: 200,
  response: S.EuRuleSetSchema,
  responseDescription: "The rule set.",
  errors: [],
});
