// The contract of the route in change-role.ts: data only (no handler or domain code),
// so the route table (lib/contracts) and the OpenAPI documents read it without loading the handler.
import { defineRoute } from "@/lib/http/contract";
import * as S from "@/lib/schemas/team";
import { web, BODY_ERRORS } from "@/lib/team/contracts";

export const changeRoleRoute = defineRoute({
  ...web,
  operationId: "changeMemberRole",
  method: "POST",
  path: "/api/workspace/members/{user_id}/role",
  summary: "Change a member's role (owner only)",
  description: "The last owner cannot be demoted (409 `last_owner`).",
  role: "owner",
  params: S.UserIdParamsSchema,
  body: S.RoleChangeBodySchema,
  responses: { 200: { description: "Changed.", schema: S.RoleChangedSchema } },
  errors: ["unauthorized", "forbidden", "not_found", "last_owner", ...BODY_ERRORS],
});
