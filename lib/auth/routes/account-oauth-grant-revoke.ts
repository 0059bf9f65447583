// POST /api/account/oauth-grants/{id}/revoke – revoke one of the account's OAuth grants.
import { revokeOAuthGrantRoute } from "@/lib/auth/routes/account-oauth-grant-revoke.contract";
import { OWN_OAUTH_GRANTS, revokeOwn } from "@/lib/http/revoke-own-route";
import { sessionRoute } from "@/lib/http/session-route";

export const POST = sessionRoute(revokeOAuthGrantRoute, { page: "/account/security" }, (ctx, me) =>
  revokeOwn(ctx.req, me, ctx.params.id, OWN_OAUTH_GRANTS),
);
