// GET /api/workspace/endpoints: the workspace's endpoints. POST: register one; its secret is shown once.
export { GET, POST } from "@/lib/events/routes/endpoints";
