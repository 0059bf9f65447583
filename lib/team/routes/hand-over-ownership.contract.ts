// The contract of the route in hand-over-ownership.ts: data only (no handler or domain code),
// so the route table (lib/contracts) and the OpenAPI documents read it without loading the handler.
import { defineRoute } from "@/lib/http/contract";
import * as S from "@/lib/schemas/team";
import { web, BODY_ERRORS } from "@/lib/team/contracts";

export const handOverRoute = defineRoute({
  ...web,
  operationId: "handOverOwnership",
  method: "POST",
  path: "/api/workspace/ownership",
  summary: "Hand ownership to another member (owner only); you become an admin",
  role: "owner",
  body: S.HandOverBodySchema,
  responses: { 200: { description: "Handed over.", schema: S.HandedOverSchema } },
  errors: ["unauthorized", "forbidden", "not_found", ...BODY_ERRORS],
});
