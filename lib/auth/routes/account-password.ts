// POST /api/account/password – change the password; every other session is signed out.
import { changePasswordRoute } from "@/lib/auth/routes/account-password.contract";
import { getDb } from "@/lib/platform/db/client";
import { changePassword } from "@/lib/auth/account-changes";
import { answer, sessionRoute } from "@/lib/http/session-route";

export const POST = sessionRoute(changePasswordRoute, { page: "/account/security" }, async (ctx, me) => {
  const { otherSessionsRevoked } = await changePassword(
    await getDb(),
    { userId: me.user.id, sessionId: me.session.id, workspaceId: me.workspace.id },
    { currentPassword: ctx.body.current_password, newPassword: ctx.body.new_password },
  );
  return answer(
    ctx.req,
    { ok: true, other_sessions_revoked: otherSessionsRevoked },
    { page: "/account/security", notice: "Password changed; other sessions signed out." },
  );
});
