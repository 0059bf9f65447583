// POST /api/invitations/accept – join the invitation's workspace; the session then acts on it.
import { answer, sessionRoute } from "@/lib/http/session-route";
import { clock } from "@/lib/platform/clock";
import { getDb } from "@/lib/platform/db/client";
import { acceptInvitationRoute } from "@/lib/team/routes/accept-invitation.contract";
import { acceptInvitation } from "@/lib/team/invitations";
import { switchWorkspace } from "@/lib/team/members";
import { auditTeam } from "@/lib/team/routes/audit";

export const POST = sessionRoute(acceptInvitationRoute, { page: "/workspace/members/accept" }, async (ctx, me) => {
  const db = await getDb();
  const joined = await acceptInvitation(db, { token: ctx.body.token, user: me.user, now: clock().now() }, (tx, j) =>
    auditTeam(tx, me, "invitation.accepted", { invitation_id: j.invitationId, user_id: me.user.id, role: j.role }, j.workspaceId),
  );
  const ws = await db.workspace.findUniqueOrThrow({ where: { id: joined.workspaceId }, select: { slug: true } });
  const workspace = await switchWorkspace(db, me.session.id, me.user.id, ws.slug);
  const res = answer(
    ctx.req,
    { workspace, switched: true },
    { page: "/workspace/inbox", notice: `You joined ${workspace.name} as ${workspace.role}.` },
  );
  res.headers.set("workspace", workspace.slug);
  return res;
});
