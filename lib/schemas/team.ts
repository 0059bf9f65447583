// Schemas of a workspace's team (issue 30): members and their roles, invitations, the workspace switch.
import { z } from "zod";
import { ROLES } from "@/lib/vocabulary/roles";
import { WorkspaceSummarySchema } from "@/lib/schemas/auth";
import { iso } from "@/lib/schemas/events";

const email = z.string().trim().max(254).email().describe("An email address.");
const role = z.enum(ROLES).describe("owner > admin > member; see the roles table of docs/api-web.md.");

export const MemberSchema = z
  .object({ user_id: z.string(), email: z.string(), role, email_confirmed: z.boolean(), joined_at: iso, you: z.boolean() })
  .meta({ id: "WorkspaceMember" });

export const InvitationSchema = z
  .object({ id: z.string(), email: z.string(), role, invited_by: z.string().nullable(), expires_at: iso, created_at: iso })
  .meta({ id: "WorkspaceInvitation" });

export const MemberListSchema = z
  .object({ workspace: WorkspaceSummarySchema, members: z.array(MemberSchema), invitations: z.array(InvitationSchema) })
  .meta({ id: "WorkspaceMemberList" })
  .describe("Open invitations are listed to owners and admins only (empty for members).");

export const InviteBodySchema = z
  .object({
    email,
    role: z
      .enum(["admin", "member"])
      .default("member")
      .describe("The role the invitee joins with (ownership is handed over, not invited)."),
  })
  .meta({ id: "InviteRequest" });

export const InvitedSchema = z
  .object({
    workspace: z.string(),
    invitation: InvitationSchema,
    replaced: z.boolean().describe("An open invitation to this address was replaced (its link no longer works)."),
  })
  .meta({ id: "InviteResult" });

export const AcceptInvitationBodySchema = z.object({ token: z.string().trim().min(1).max(200) }).meta({ id: "AcceptInvitationRequest" });

export const AcceptedSchema = z
  .object({ workspace: WorkspaceSummarySchema, switched: z.literal(true).describe("The session now acts on the joined workspace.") })
  .meta({ id: "AcceptInvitationResult" });

export const UserIdParamsSchema = z.object({ user_id: z.string().min(1).max(100) });

export const RoleChangeBodySchema = z.object({ role }).meta({ id: "RoleChangeRequest" });

export const RoleChangedSchema = z
  .object({ workspace: z.string(), member: MemberSchema, previous_role: role })
  .meta({ id: "RoleChangeResult" });

export const RemovedSchema = z
  .object({
    workspace: z.string(),
    user_id: z.string(),
    sessions_ended: z.number().int().describe("The member's sessions acting on this workspace, ended now."),
    api_keys_revoked: z.number().int().describe("The API keys the member created in this workspace, revoked now."),
  })
  .meta({ id: "MemberRemoved" });

export const LeftSchema = z
  .object({ workspace: z.string(), left: z.literal(true), now_acting_on: z.string().nullable() })
  .meta({ id: "LeftWorkspace" });

export const HandOverBodySchema = z.object({ user_id: z.string().trim().min(1).max(100) }).meta({ id: "HandOverRequest" });

export const HandedOverSchema = z
  .object({ workspace: z.string(), owner: z.string().describe("The new owner's user id."), your_role: z.literal("admin") })
  .meta({ id: "OwnershipHandedOver" });

export const WorkspaceListSchema = z
  .object({ current: z.string(), workspaces: z.array(WorkspaceSummarySchema) })
  .meta({ id: "AccountWorkspaces" });

export const SwitchBodySchema = z
  .object({ workspace: z.string().trim().min(1).max(100).describe("The slug of a workspace you belong to.") })
  .meta({ id: "SwitchWorkspaceRequest" });

export const SwitchedSchema = z.object({ workspace: WorkspaceSummarySchema }).meta({ id: "SwitchedWorkspace" });
