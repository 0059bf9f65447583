// POST /api/workspace/members/{user_id}/role – the owner changes a member's role (never the last owner's).
import { answer, sessionRoute } from "@/lib/http/session-route";
import { getDb, type Db } from "@/lib/platform/db/client";
import { changeRoleRoute } from "@/lib/team/routes/change-role.contract";
import { changeRole, listMembers } from "@/lib/team/members";
import { auditTeam } from "@/lib/team/routes/audit";

export const POST = sessionRoute(changeRoleRoute, { page: "/workspace/members" }, async (ctx, me) => {
  const db = await getDb();
  const memberIn = async (from: Db) =>
    (await listMembers(from, me.workspace.id, me.user.id)).find((m) => m.user_id === ctx.params.user_id)!;
  const { previous } = await changeRole(db, me.workspace.id, ctx.params.user_id, ctx.body.role, async (tx, changed) => {
    const m = await memberIn(tx);
    await auditTeam(tx, me, "member.role_changed", { user_id: m.user_id, email: m.email, from: changed.previous, to: m.role });
  });
  const member = await memberIn(db);
  return answer(
    ctx.req,
    { workspace: me.workspace.slug, member, previous_role: previous },
    { page: "/workspace/members", notice: `${member.email} is now ${member.role}.` },
  );
});
