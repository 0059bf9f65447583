// POST /api/workspace/keys/{id}/revoke – revoke a key of the signed-in workspace.
import { revokeKeyRoute } from "@/lib/auth/routes/workspace-key-revoke.contract";
import { getDb } from "@/lib/platform/db/client";
import { ApiError } from "@/lib/http/api-error";
import { revokeApiKey } from "@/lib/auth/api-keys";
import { answer, sessionRoute } from "@/lib/http/session-route";

export const POST = sessionRoute(revokeKeyRoute, { page: "/workspace/keys" }, async (ctx, me) => {
  // Scoped to the session's workspace: another workspace's key id is not found.
  if (!(await revokeApiKey(await getDb(), { workspaceId: me.workspace.id, id: ctx.params.id, userId: me.user.id }))) {
    throw new ApiError("not_found", { message: "No live key with this id in your workspace." });
  }
  return answer(ctx.req, { ok: true }, { page: "/workspace/keys", notice: "Key revoked." });
});
