// GET /api/eu/systems/{id}/status: the compliance status checklist. Forwarded.
export { GET } from "@/lib/eu-ai-act/routes/systems-status";
