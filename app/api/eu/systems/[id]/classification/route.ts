// GET /api/eu/systems/{id}/classification: classification and history; POST: classify again. Forwarded.
export { GET, POST } from "@/lib/eu-ai-act/routes/systems-classification";
