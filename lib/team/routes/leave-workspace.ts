// POST /api/workspace/leave – leave the current workspace (not as its last owner).
import { answer, sessionRoute } from "@/lib/http/session-route";
import { getDb } from "@/lib/platform/db/client";
import { leaveWorkspaceRoute } from "@/lib/team/routes/leave-workspace.contract";
import { leaveWorkspace } from "@/lib/team/members";
import { auditTeam } from "@/lib/team/routes/audit";

export const POST = sessionRoute(leaveWorkspaceRoute, { page: "/workspace/members" }, async (ctx, me) => {
  const db = await getDb();
  // In the leave's own transaction: the row names who left which workspace, and exists exactly when they left.
  const next = await leaveWorkspace(db, me.workspace.id, me.user.id, (tx) =>
    auditTeam(tx, me, "member.left", { user_id: me.user.id, email: me.user.email }),
  );
  const res = answer(
    ctx.req,
    { workspace: me.workspace.slug, left: true, now_acting_on: next?.slug ?? null },
    { page: next ? "/workspace" : "/account/security", notice: `You left ${me.workspace.name}.` },
  );
  res.headers.set("workspace", me.workspace.slug);
  return res;
});
