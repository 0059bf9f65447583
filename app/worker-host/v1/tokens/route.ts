// POST /v1/tokens – a full credential mints a scoped st_ token for one operation, 15–60 minutes, bound to dpop_jkt.
import { mintTokenRoute } from "@/lib/contracts/auth";
import { getDb } from "@/lib/db/client";
import { json } from "@/lib/http/respond";
import { mintScopedToken } from "@/lib/auth/scoped-tokens";
import { workspaceRoute } from "@/lib/auth/workspace-route";

// No `operation`: a scoped token is refused here, so only a bound key or a forwarded session can mint.
export const POST = workspaceRoute(mintTokenRoute, {}, async (ctx, auth) => {
  const minted = await mintScopedToken(await getDb(), {
    workspaceId: auth.workspaceId,
    operation: ctx.body.operation,
    dpopJkt: ctx.body.dpop_jkt,
    ttlMinutes: ctx.body.ttl_minutes,
    parent: auth.credential,
  });
  return json(
    {
      token: minted.token,
      token_type: "DPoP",
      operation: minted.operation,
      dpop_jkt: minted.dpopJkt,
      expires_at: minted.expiresAt.getTime(),
      expires_in: Math.round((minted.expiresAt.getTime() - Date.now()) / 1000),
    },
    { status: 201 },
  );
});
