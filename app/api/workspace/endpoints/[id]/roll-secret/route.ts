// POST /api/workspace/endpoints/{id}/roll-secret: a new signing secret, shown once; the old one stops at once.
export { POST } from "@/lib/events/routes/endpoint-roll-secret";
