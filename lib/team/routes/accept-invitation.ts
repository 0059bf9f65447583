// POST /api/invitations/accept – join the invitation's workspace; the session then acts on it.
import { answer, sessionRoute } from "@/lib/http/session-route";
import { clock } from "@/lib/platform/clock";
import { getDb } from "@/lib/platform/db/client";
import { acceptInvitationRoute } from "@/lib/team/routes/accept-invitation.contract";
import { acceptInvitation } from "@/lib/team/invitations";
import { membershipRef, pointSessionAt } from "@/lib/team/members";
import { auditTeam } from "@/lib/team/routes/audit";

export const POST = sessionRoute(acceptInvitationRoute, { page: "/workspace/members/accept" }, async (ctx, me) => {
  const db = await getDb();
  // The session moves in the acceptance's transaction: were it to fail afterwards, the retry would find the link used.
  const joined = await acceptInvitation(db, { token: ctx.body.token, user: me.user, now: clock().now() }, async (tx, j) => {
    await auditTeam(tx, me, "invitation.accepted", { invitation_id: j.invitationId, user_id: me.user.id, role: j.role }, j.workspaceId);
    await pointSessionAt(tx, me.session.id, j.workspaceId);
  });
  const workspace = await membershipRef(db, me.user.id, joined.workspaceId);
  const res = answer(
    ctx.req,
    { workspace, switched: true },
    { page: "/workspace/inbox", notice: `You joined ${workspace.name} as ${workspace.role}.` },
  );
  res.headers.set("workspace", workspace.slug);
  return res;
});
