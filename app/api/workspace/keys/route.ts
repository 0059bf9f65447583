// GET /api/workspace/keys: the workspace's keys. POST: create a bound or ingest key, shown once.
export { GET, POST } from "@/lib/auth/routes/workspace-keys";
