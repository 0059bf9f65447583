// POST /api/workspace/knowledge/{id}/approve: mark an entry of the signed-in workspace approved.
export { POST } from "@/lib/knowledge/routes/knowledge-approve";
