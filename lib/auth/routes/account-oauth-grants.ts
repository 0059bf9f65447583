// GET /api/account/oauth-grants – the OAuth clients the account allowed, to review and revoke.
import { oauthGrantsRoute } from "@/lib/auth/routes/account-oauth-grants.contract";
import { getDb } from "@/lib/platform/db/client";
import { json } from "@/lib/http/respond";
import { sessionRoute } from "@/lib/http/session-route";
import { listOAuthGrants } from "@/lib/oauth/grants";

export const GET = sessionRoute(oauthGrantsRoute, { page: "/account/security" }, async (_ctx, me) => {
  const grants = await listOAuthGrants(await getDb(), me.user.id);
  return json({
    grants: grants.map((g) => ({
      id: g.id,
      client_id: g.clientId,
      client_name: g.clientName,
      resources: g.resources,
      created_at: g.createdAt.toISOString(),
      expires_at: g.expiresAt?.toISOString() ?? null,
      refresh_tokens: g.refreshTokens,
    })),
  });
});
