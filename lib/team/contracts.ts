// Contracts of a workspace's team (issue 30; web host, behind a session; forms work without JavaScript):
// members, invitations, role changes, removal, leaving, ownership, and the workspace switch. Each names the
// least role it needs (`role`); route() refuses a caller below it with 403 before reading the request.
import { definePage as page, defineRoute, type RouteContract } from "@/lib/http/contract";
import type { ErrorCode } from "@/lib/http/error-registry";
import * as S from "@/lib/schemas/team";

const web = {
  host: "web" as const,
  status: "documented, not versioned" as const,
  errorFormat: "negotiate" as const,
  forms: true,
  tags: ["Team"],
  auth: "session" as const,
};
const BODY_ERRORS: ErrorCode[] = ["invalid_request", "bad_json", "unsupported_media_type", "payload_too_large", "busy"];

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

export const inviteMemberRoute = defineRoute({
  ...web,
  operationId: "inviteMember",
  method: "POST",
  path: "/api/workspace/invitations",
  summary: "Invite an address to the workspace: a link valid 7 days is mailed (queued)",
  description:
    "Owner or admin. The token is stored as a hash. Inviting an address with an open invitation replaces " +
    "it (the old link stops working). At most 50 open invitations per workspace (409 `invitation_limit`).",
  role: "admin",
  body: S.InviteBodySchema,
  responses: { 201: { description: "Invited; the mail is on its way.", schema: S.InvitedSchema } },
  errors: ["unauthorized", "forbidden", "invitation_limit", ...BODY_ERRORS],
});

export const acceptInvitationRoute = defineRoute({
  ...web,
  operationId: "acceptInvitation",
  method: "POST",
  path: "/api/invitations/accept",
  summary: "Join the workspace of a mailed invitation; the session then acts on it",
  description:
    "The signed-in account's confirmed address must be the invited one (403 `invitation_address_mismatch`). " +
    "Expired after 7 days (410 `invitation_expired`); each link joins once (410 `invitation_used`).",
  body: S.AcceptInvitationBodySchema,
  responses: { 200: { description: "Joined.", schema: S.AcceptedSchema } },
  errors: [
    "unauthorized",
    "forbidden",
    "not_found",
    "invitation_expired",
    "invitation_used",
    "invitation_address_mismatch",
    ...BODY_ERRORS,
  ],
});

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

export const leaveWorkspaceRoute = defineRoute({
  ...web,
  operationId: "leaveWorkspace",
  method: "POST",
  path: "/api/workspace/leave",
  summary: "Leave the current workspace; the session moves to another of yours",
  description: "The last owner cannot leave (409 `last_owner`): hand ownership over first.",
  role: "member",
  responses: { 200: { description: "Left.", schema: S.LeftSchema } },
  errors: ["unauthorized", "forbidden", "last_owner", "busy"],
});

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

export const listWorkspacesRoute = defineRoute({
  ...web,
  operationId: "listMyWorkspaces",
  method: "GET",
  path: "/api/account/workspaces",
  summary: "The workspaces you belong to, and the one this session acts on",
  responses: { 200: { description: "Workspaces, oldest membership first.", schema: S.WorkspaceListSchema } },
  errors: ["unauthorized"],
});

export const switchWorkspaceRoute = defineRoute({
  ...web,
  operationId: "switchWorkspace",
  method: "POST",
  path: "/api/account/workspaces/switch",
  summary: "Make this session act on another of your workspaces",
  body: S.SwitchBodySchema,
  responses: { 200: { description: "Switched.", schema: S.SwitchedSchema } },
  errors: ["unauthorized", "forbidden", "not_found", ...BODY_ERRORS],
});

export const teamRoutes: RouteContract[] = [
  listMembersRoute,
  inviteMemberRoute,
  acceptInvitationRoute,
  changeRoleRoute,
  removeMemberRoute,
  leaveWorkspaceRoute,
  handOverRoute,
  listWorkspacesRoute,
  switchWorkspaceRoute,
  page("/workspace/members", "Members and roles: invite, change roles, remove, leave, hand ownership over, switch workspace"),
  page("/workspace/members/accept", "Accept an invitation from a mailed link"),
];
