// GET /api/eu/systems: the workspace's AI systems; POST: describe one. Forwarded to the API host with a server-minted token.
export { GET, POST } from "@/lib/eu-ai-act/routes/systems";
