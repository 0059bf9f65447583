// POST /api/account/two-factor/disable – turn two-factor off (password and a current code).
import { twoFactorDisableRoute } from "@/lib/auth/routes/two-factor-disable.contract";
import { getDb } from "@/lib/platform/db/client";
import { disableTwoFactor } from "@/lib/auth/account-changes";
import { answer, sessionRoute } from "@/lib/http/session-route";

export const POST = sessionRoute(twoFactorDisableRoute, { page: "/account/security" }, async (ctx, me) => {
  await disableTwoFactor(
    await getDb(),
    { userId: me.user.id, sessionId: me.session.id, workspaceId: me.workspace.id },
    { password: ctx.body.password, code: ctx.body.code },
  );
  return answer(ctx.req, { ok: true }, { page: "/account/security", notice: "Two-factor is off." });
});
