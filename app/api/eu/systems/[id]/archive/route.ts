// POST /api/eu/systems/{id}/archive: archive a system. Forwarded.
export { POST } from "@/lib/eu-ai-act/routes/systems-archive";
