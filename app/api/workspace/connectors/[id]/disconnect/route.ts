// POST /api/workspace/connectors/{id}/disconnect: remove a source and its sealed token (owner or admin).
export { POST } from "@/lib/witness/routes/connector-disconnect";
