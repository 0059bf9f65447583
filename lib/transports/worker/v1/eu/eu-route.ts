// The wrapper of every /v1/eu/... route on the API host. The EU AI Act API sits behind the session: its
// contracts accept only a scoped token the web server minted for a signed-in session, bound to the
// server's own key (so only that server's proofs pass); route() refuses an API key, an ingest key, a
// forwarded session token or a scoped token a client minted for itself with 401, then spends the
// workspace's rate-limit windows. Writes run under Idempotency-Key, scoped to the session the token was
// minted for (a fresh token per call would otherwise make every retry a new key).
import { getDb } from "@/lib/platform/db/client";
import { ApiError } from "@/lib/http/api-error";
import type { RouteContract } from "@/lib/http/contract";
import { route, type RouteContext } from "@/lib/http/route";
import { withIdempotency } from "@/lib/http/with-idempotency";
import type { Actor } from "@/lib/eu-ai-act/manage-systems";

export function euRoute<C extends RouteContract>(contract: C, handler: (ctx: RouteContext<C>, actor: Actor) => Promise<Response>) {
  return route(contract, async (ctx) => {
    const auth = ctx.workspace!;
    const actor: Actor = { workspaceId: auth.workspaceId, credential: auth.credentialRef };
    if (contract.method === "GET") return handler(ctx, actor);
    const minted = await (await getDb()).scopedToken.findUnique({ where: { id: auth.credential.id }, select: { parentId: true } });
    return withIdempotency(ctx, `eu-session:${minted!.parentId}`, () => handler(ctx, actor));
  });
}

export function notFound(what = "AI system"): never {
  throw new ApiError("not_found", { message: `No ${what} with this id in your workspace.` });
}
