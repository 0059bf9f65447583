// POST /api/eu/systems/{id}/disclosures/{duty}: store the company's disclosure text. Forwarded.
export { POST } from "@/lib/eu-ai-act/routes/systems-disclosure-by-duty";
