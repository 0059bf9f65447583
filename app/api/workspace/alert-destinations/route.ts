// GET /api/workspace/alert-destinations: the workspace's alert destinations. POST: add one; its key is shown once.
export { GET, POST } from "@/lib/events/routes/alert-destinations";
