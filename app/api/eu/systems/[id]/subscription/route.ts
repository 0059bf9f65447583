// POST /api/eu/systems/{id}/subscription: subscribe to rule-set updates or not. Forwarded.
export { POST } from "@/lib/eu-ai-act/routes/systems-subscription";
