// GET /api/workspace/connectors: the workspace's connected sources. POST: connect one (owner or admin).
export { GET, POST } from "@/lib/witness/routes/connectors";
