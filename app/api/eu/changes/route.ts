// GET /api/eu/changes: the regulatory change feed, oldest first. Forwarded.
export { GET } from "@/lib/eu-ai-act/routes/changes";
