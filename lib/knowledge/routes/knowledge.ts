// GET /api/workspace/knowledge – the signed-in workspace's entries. POST – add one as a draft.
import { answer, sessionRoute } from "@/lib/http/session-route";
import { addKnowledgeRoute, listKnowledgeRoute } from "@/lib/knowledge/routes/knowledge.contract";
import { getDb } from "@/lib/platform/db/client";
import { json } from "@/lib/http/respond";
import { addKnowledge, listKnowledge } from "@/lib/knowledge/manage-knowledge";

export const GET = sessionRoute(listKnowledgeRoute, { page: "/workspace/knowledge" }, async (_ctx, me) =>
  json({ entries: await listKnowledge(await getDb(), me.workspace.id) }),
);

export const POST = sessionRoute(addKnowledgeRoute, { page: "/workspace/knowledge" }, async (ctx, me) => {
  const entry = await addKnowledge(await getDb(), me.workspace.id, me.user.id, ctx.body);
  return answer(ctx.req, entry, {
    status: 201,
    page: "/workspace/knowledge",
    notice: "Entry added as a draft: approve it to let answers use it.",
  });
});
