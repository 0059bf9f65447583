// The contract of the route in list-members.ts: data only (no handler or domain code),
// so the route table (lib/contracts) and the OpenAPI documents read it without loading the handler.
import { defineRoute } from "@/lib/http/contract";
import * as S from "@/lib/schemas/team";
import { web } from "@/lib/team/contracts";

export const listMembersRoute = defineRoute({
  ...web,
  operationId: "listWorkspaceMembers",
  method: "GET",
  path: "/api/workspace/members",
  summary: "The current workspace's members and their roles; open invitations for owners and admins",
  role: "member",
  responses: { 200: { description: "Members, oldest first.", schema: S.MemberListSchema } },
  errors: ["unauthorized", "forbidden"],
});
