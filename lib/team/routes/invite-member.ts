// POST /api/workspace/invitations – invite an address (owner or admin); the link is mailed through the queue.
import { answer, sessionRoute } from "@/lib/http/session-route";
import { clock } from "@/lib/platform/clock";
import { getDb } from "@/lib/platform/db/client";
import { inviteMemberRoute } from "@/lib/team/routes/invite-member.contract";
import { inviteMember } from "@/lib/team/invitations";
import { auditTeam } from "@/lib/team/routes/audit";

export const POST = sessionRoute(inviteMemberRoute, { page: "/workspace/members" }, async (ctx, me) => {
  const db = await getDb();
  const { invitation, replaced } = await inviteMember(
    db,
    {
      workspace: me.workspace,
      email: ctx.body.email,
      role: ctx.body.role,
      inviter: { id: me.user.id, email: me.user.email },
      now: clock().now(),
    },
    (tx, { invitation: i, replaced: r }) =>
      auditTeam(tx, me, "member.invited", { invitation_id: i.id, email: i.email, role: i.role, replaced: r }),
  );
  const notice = `Invited ${invitation.email} as ${invitation.role}${replaced ? " (the earlier link no longer works)" : ""}.`;
  return answer(ctx.req, { workspace: me.workspace.slug, invitation, replaced }, { status: 201, page: "/workspace/members", notice });
});
