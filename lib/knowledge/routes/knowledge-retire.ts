// POST /api/workspace/knowledge/{id}/retire – mark an entry of the signed-in workspace retired.
import { answer, sessionRoute } from "@/lib/http/session-route";
import { retireKnowledgeRoute } from "@/lib/knowledge/routes/knowledge-retire.contract";
import { getDb } from "@/lib/platform/db/client";
import { ApiError } from "@/lib/http/api-error";
import { setKnowledgeStatus } from "@/lib/knowledge/manage-knowledge";

export const POST = sessionRoute(retireKnowledgeRoute, { page: "/workspace/knowledge" }, async (ctx, me) => {
  const entry = await setKnowledgeStatus(await getDb(), me.workspace.id, me.user.id, ctx.params.id, "retired");
  if (!entry) throw new ApiError("not_found", { message: "No entry with this id in your workspace." });
  return answer(ctx.req, entry, { page: "/workspace/knowledge", notice: "Entry retired." });
});
