// GET /api/workspace/members – the current workspace's members; open invitations for owners and admins.
import { sessionRoute } from "@/lib/http/session-route";
import { clock } from "@/lib/platform/clock";
import { getDb } from "@/lib/platform/db/client";
import { json } from "@/lib/http/respond";
import { roleAllows } from "@/lib/vocabulary/roles";
import { listMembersRoute } from "@/lib/team/routes/list-members.contract";
import { openInvitations } from "@/lib/team/invitations";
import { listMembers } from "@/lib/team/members";

export const GET = sessionRoute(listMembersRoute, { page: "/workspace/members" }, async (_ctx, me) => {
  const db = await getDb();
  const members = await listMembers(db, me.workspace.id, me.user.id);
  const invitations = roleAllows(me.workspace.role, "admin") ? await openInvitations(db, me.workspace.id, clock().now()) : [];
  return json({ workspace: me.workspace, members, invitations });
});
