// POST /api/workspace/members/{user_id}/remove – the owner removes a member: their sessions in this
// workspace end and the API keys they created in it are revoked, at once.
import { answer, sessionRoute } from "@/lib/http/session-route";
import { clock } from "@/lib/platform/clock";
import { getDb } from "@/lib/platform/db/client";
import { removeMemberRoute } from "@/lib/team/routes/remove-member.contract";
import { removeMember } from "@/lib/team/members";
import { auditTeam } from "@/lib/team/routes/audit";

export const POST = sessionRoute(removeMemberRoute, { page: "/workspace/members" }, async (ctx, me) => {
  const db = await getDb();
  const userId = ctx.params.user_id;
  const email = (await db.user.findUnique({ where: { id: userId }, select: { email: true } }))?.email ?? null;
  const { sessionsEnded, keysRevoked } = await removeMember(db, me.workspace.id, userId, clock().now(), (tx, r) =>
    auditTeam(tx, me, "member.removed", { user_id: userId, email, sessions_ended: r.sessionsEnded, api_keys_revoked: r.keysRevoked }),
  );
  const notice = `Removed ${email}: ${sessionsEnded} session(s) ended, ${keysRevoked} API key(s) revoked.`;
  return answer(
    ctx.req,
    { workspace: me.workspace.slug, user_id: userId, sessions_ended: sessionsEnded, api_keys_revoked: keysRevoked },
    { page: "/workspace/members", notice },
  );
});
