// POST /api/account/sessions/{id}/revoke – revoke one of the account's own sessions.
import { revokeSessionRoute } from "@/lib/auth/routes/account-session-revoke.contract";
import { OWN_SESSIONS, revokeOwn } from "@/lib/http/revoke-own-route";
import { sessionRoute } from "@/lib/http/session-route";

export const POST = sessionRoute(revokeSessionRoute, { page: "/account/security" }, (ctx, me) =>
  revokeOwn(ctx.req, me, ctx.params.id, OWN_SESSIONS),
);
