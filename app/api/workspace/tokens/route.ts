// POST /api/workspace/tokens: mint a scoped token with the session, through the API host (POST /v1/tokens).
export { POST } from "@/lib/auth/routes/workspace-tokens";
