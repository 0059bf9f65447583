// GET /api/workspace/members – the current workspace's members; open invitations for owners and admins.
import { sessionRoute } from "../../auth/session-route";
import { clock } from "../../clock";
import { getDb } from "../../db/client";
import { json } from "../../http/respond";
import { roleAllows } from "../../vocabulary/roles";
import { listMembersRoute } from "../contracts";
import { openInvitations } from "../invitations";
import { listMembers } from "../members";

export const GET = sessionRoute(listMembersRoute, { page: "/workspace/members" }, async (_ctx, me) => {
  const db = await getDb();
  const members = await listMembers(db, me.workspace.id, me.user.id);
  const invitations = roleAllows(me.workspace.role, "admin") ? await openInvitations(db, me.workspace.id, clock().now()) : [];
  return json({ workspace: me.workspace, members, invitations });
});
