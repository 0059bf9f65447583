// POST /api/workspace/members/{user_id}/role – the owner changes a member's role (never the last owner's).
import { answer, sessionRoute } from "@/lib/http/session-route";
import { getDb } from "@/lib/platform/db/client";
import { changeRoleRoute } from "@/lib/team/routes/change-role.contract";
import { changeRole, listMembers } from "@/lib/team/members";
import { auditTeam } from "@/lib/team/routes/audit";

export const POST = sessionRoute(changeRoleRoute, { page: "/workspace/members" }, async (ctx, me) => {
  const db = await getDb();
  const { previous } = await changeRole(db, me.workspace.id, ctx.params.user_id, ctx.body.role);
  const member = (await listMembers(db, me.workspace.id, me.user.id)).find((m) => m.user_id === ctx.params.user_id)!;
  await auditTeam(db, me, "member.role_changed", { user_id: member.user_id, email: member.email, from: previous, to: member.role });
  return answer(
    ctx.req,
    { workspace: me.workspace.slug, member, previous_role: previous },
    { page: "/workspace/members", notice: `${member.email} is now ${member.role}.` },
  );
});
