// POST /api/auth/sign-out – revoke this session and clear the cookie.
import { cookies } from "next/headers";
import { getIronSession } from "iron-session";
import { signOutRoute } from "@/lib/auth/routes/sign-out.contract";
import { getDb } from "@/lib/platform/db/client";
import { recordAuditEvent } from "@/lib/audit/record-audit-event";
import { answer, sessionRoute } from "@/lib/http/session-route";
import { sessionOptions } from "@/lib/auth/session-cookie";
import { revokeSession } from "@/lib/auth/sessions";

export const POST = sessionRoute(signOutRoute, { page: "/account/security" }, async (ctx, me) => {
  const db = await getDb();
  await revokeSession(db, me.user.id, me.session.id);
  await recordAuditEvent(db, { workspaceId: me.workspace.id, action: "session.signed_out", actorType: "user", actorId: me.user.id });
  (await getIronSession(await cookies(), sessionOptions())).destroy();
  return answer(ctx.req, { ok: true }, { page: "/sign-in", notice: "Signed out." });
});
