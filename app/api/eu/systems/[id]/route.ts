// GET /api/eu/systems/{id}: one system; POST: change its details or answers (re-classified). Forwarded.
export { GET, POST } from "@/lib/eu-ai-act/routes/systems-by-id";
