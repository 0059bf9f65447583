// GET /api/account/sessions – the account's live sessions, to review and revoke.
import { sessionsRoute } from "@/lib/auth/routes/account-sessions.contract";
import { getDb } from "@/lib/platform/db/client";
import { json } from "@/lib/http/respond";
import { sessionRoute } from "@/lib/http/session-route";
import { listSessions } from "@/lib/auth/sessions";

export const GET = sessionRoute(sessionsRoute, { page: "/account/security" }, async (_ctx, me) => {
  const rows = await listSessions(await getDb(), me.user.id);
  return json({
    sessions: rows.map((s) => ({
      id: s.id,
      current: s.id === me.session.id,
      created_at: s.createdAt.toISOString(),
      last_seen_at: s.lastSeenAt.toISOString(),
      expires_at: s.expiresAt.toISOString(),
      user_agent: s.userAgent,
    })),
  });
});
