// GET /api/eu/systems/{id}/disclosures: Article 50 disclosures. Forwarded.
export { GET } from "@/lib/eu-ai-act/routes/systems-disclosures";
