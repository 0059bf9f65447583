// POST /v1/tokens – a full credential mints a scoped st_ token for one operation, 15–60 minutes, bound to dpop_jkt.
import { mintTokenRoute } from "@/lib/transports/worker/v1/tokens/mint-token-route.contract";
import { getDb } from "@/lib/platform/db/client";
import { json } from "@/lib/http/respond";
import { mintScopedToken } from "@/lib/auth/scoped-tokens";
import { workspaceRoute } from "@/lib/http/workspace-route";
import { withIdempotency } from "@/lib/http/with-idempotency";
import { clock } from "@/lib/platform/clock";

// No `operation`: a scoped token is refused here, so only a bound key or a forwarded session can mint.
// A retry with the same Idempotency-Key gets the same token back instead of minting another.
export const POST = workspaceRoute(mintTokenRoute, {}, (ctx, auth) =>
  withIdempotency(ctx, auth.credentialRef, async () => {
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
        expires_at: minted.expiresAt.toISOString(),
        expires_in: Math.round((minted.expiresAt.getTime() - clock().nowMs()) / 1000),
      },
      { status: 201 },
    );
  }),
);
