// POST /api/account/sessions/{id}/revoke – revoke one of the account's own sessions.
import { revokeSessionRoute } from "@/lib/contracts/auth";
import { getDb } from "@/lib/db/client";
import { ApiError } from "@/lib/http/api-error";
import { recordAuditEvent } from "@/lib/audit/record-audit-event";
import { answer, sessionRoute } from "@/lib/auth/session-route";
import { revokeSession } from "@/lib/auth/sessions";

export const POST = sessionRoute(revokeSessionRoute, { page: "/account/security" }, async (ctx, me) => {
  const db = await getDb();
  // Scoped to the signed-in user: another account's session id is simply not found.
  if (!(await revokeSession(db, me.user.id, ctx.params.id))) throw new ApiError("not_found", { message: "No live session with this id on your account." });
  await recordAuditEvent(db, {
    workspaceId: me.workspace.id,
    action: "session.revoked",
    actorType: "user",
    actorId: me.user.id,
    detail: { current: ctx.params.id === me.session.id },
  });
  return answer(ctx.req, { ok: true }, { page: ctx.params.id === me.session.id ? "/sign-in" : "/account/security", notice: "Session revoked." });
});
