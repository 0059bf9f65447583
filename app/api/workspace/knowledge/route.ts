// GET /api/workspace/knowledge: the signed-in workspace's entries. POST: add one as a draft.
export { GET, POST } from "@/lib/knowledge/routes/knowledge";
