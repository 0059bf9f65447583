// POST /api/workspace/keys/{id}/revoke: revoke a key of the signed-in workspace.
export { POST } from "@/lib/auth/routes/workspace-key-revoke";
