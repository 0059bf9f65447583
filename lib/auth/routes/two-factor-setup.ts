// POST /api/account/two-factor/setup – a new TOTP secret, inactive until a code from it is confirmed.
import { twoFactorSetupRoute } from "@/lib/auth/routes/two-factor-setup.contract";
import { getDb } from "@/lib/platform/db/client";
import { startTwoFactor } from "@/lib/auth/account-changes";
import { answer, sessionRoute } from "@/lib/http/session-route";

export const POST = sessionRoute(twoFactorSetupRoute, { page: "/account/security" }, async (ctx, me) => {
  const { secret, otpauthUri } = await startTwoFactor(await getDb(), {
    userId: me.user.id,
    sessionId: me.session.id,
    workspaceId: me.workspace.id,
  });
  // The security page shows a pending secret to its owner until it is confirmed.
  return answer(ctx.req, { secret, otpauth_uri: otpauthUri }, { page: "/account/security" });
});
