// POST /api/workspace/ownership – the owner hands ownership to another member and becomes an admin.
import { answer, sessionRoute } from "@/lib/http/session-route";
import { getDb } from "@/lib/platform/db/client";
import { handOverRoute } from "@/lib/team/routes/hand-over-ownership.contract";
import { handOverOwnership } from "@/lib/team/members";
import { auditTeam } from "@/lib/team/routes/audit";

export const POST = sessionRoute(handOverRoute, { page: "/workspace/members" }, async (ctx, me) => {
  const db = await getDb();
  await handOverOwnership(db, me.workspace.id, me.user.id, ctx.body.user_id, (tx) =>
    auditTeam(tx, me, "ownership.handed_over", { from_user_id: me.user.id, to_user_id: ctx.body.user_id }),
  );
  return answer(
    ctx.req,
    { workspace: me.workspace.slug, owner: ctx.body.user_id, your_role: "admin" },
    { page: "/workspace/members", notice: "Ownership handed over; you are now an admin." },
  );
});
