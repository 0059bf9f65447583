// POST /api/workspace/alert-destinations/{id}/rotate: the owner starts the next key generation.
export { POST } from "@/lib/events/routes/alert-destination-rotate";
