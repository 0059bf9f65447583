// The contract of the route in remove-member.ts: data only (no handler or domain code),
// so the route table (lib/contracts) and the OpenAPI documents read it without loading the handler.
import { defineRoute } from "@/lib/http/contract";
import * as S from "@/lib/schemas/team";
import { web } from "@/lib/team/contracts";

export const removeMemberRoute = defineRoute({
  ...web,
  operationId: "removeMember",
  method: "POST",
  path: "/api/workspace/members/{user_id}/remove",
  summary: "Remove a member (owner only): their sessions in this workspace end and the API keys they created here are revoked",
  description: "The answer says how many sessions ended and keys were revoked. The last owner cannot be removed (409 `last_owner`).",
  role: "owner",
  params: S.UserIdParamsSchema,
  responses: { 200: { description: "Removed.", schema: S.RemovedSchema } },
  errors: ["unauthorized", "forbidden", "not_found", "last_owner", "busy"],
});
