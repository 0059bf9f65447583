// POST /api/eu/systems/{id}/status/{obligation}: mark an obligation met or unmet. Forwarded.
export { POST } from "@/lib/eu-ai-act/routes/systems-status-by-obligation";
