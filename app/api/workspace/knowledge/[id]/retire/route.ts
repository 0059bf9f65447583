// POST /api/workspace/knowledge/{id}/retire: mark an entry of the signed-in workspace retired.
export { POST } from "@/lib/knowledge/routes/knowledge-retire";
