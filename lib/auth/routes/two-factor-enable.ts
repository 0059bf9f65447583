// POST /api/account/two-factor/enable – turn two-factor on with a current code.
import { twoFactorEnableRoute } from "@/lib/auth/routes/two-factor-enable.contract";
import { getDb } from "@/lib/platform/db/client";
import { enableTwoFactor } from "@/lib/auth/account-changes";
import { answer, sessionRoute } from "@/lib/http/session-route";

export const POST = sessionRoute(twoFactorEnableRoute, { page: "/account/security" }, async (ctx, me) => {
  await enableTwoFactor(await getDb(), { userId: me.user.id, sessionId: me.session.id, workspaceId: me.workspace.id }, ctx.body.code);
  return answer(ctx.req, { ok: true }, { page: "/account/security", notice: "Two-factor is on." });
});
