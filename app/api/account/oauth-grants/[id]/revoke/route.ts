// POST /api/account/oauth-grants/{id}/revoke – revoke one of the account's OAuth grants.
import { revokeOAuthGrantRoute } from "@/lib/contracts/agents";
import { getDb } from "@/lib/db/client";
import { ApiError } from "@/lib/http/api-error";
import { recordAuditEvent } from "@/lib/audit/record-audit-event";
import { answer, sessionRoute } from "@/lib/auth/session-route";
import { revokeOAuthGrant } from "@/lib/oauth/grants";

export const POST = sessionRoute(revokeOAuthGrantRoute, { page: "/account/security" }, async (ctx, me) => {
  const db = await getDb();
  // Scoped to the signed-in user: another account's grant id is simply not found.
  if (!(await revokeOAuthGrant(db, me.user.id, ctx.params.id))) throw new ApiError("not_found", { message: "No OAuth grant with this id on your account." });
  await recordAuditEvent(db, {
    workspaceId: me.workspace.id,
    action: "oauth_grant.revoked",
    actorType: "user",
    actorId: me.user.id,
    detail: { grant: ctx.params.id },
  });
  return answer(ctx.req, { ok: true }, { page: "/account/security", notice: "Access revoked." });
});
