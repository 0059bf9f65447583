// POST /api/account/email – ask to move the account to another address (done when the link is followed).
import { changeEmailRoute } from "@/lib/auth/routes/account-email.contract";
import { getDb } from "@/lib/platform/db/client";
import { requestEmailChange } from "@/lib/auth/account-changes";
import { answer, sessionRoute } from "@/lib/http/session-route";

export const POST = sessionRoute(changeEmailRoute, { page: "/account/security" }, async (ctx, me) => {
  await requestEmailChange(
    await getDb(),
    { userId: me.user.id, sessionId: me.session.id, workspaceId: me.workspace.id },
    { password: ctx.body.password, newEmail: ctx.body.new_email },
  );
  return answer(
    ctx.req,
    { ok: true },
    { status: 202, page: "/account/security", notice: "Follow the link mailed to the new address to finish." },
  );
});
