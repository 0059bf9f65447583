// POST /api/workspace/endpoints/{id}/disable: nothing more is sent to this endpoint.
export { POST } from "@/lib/events/routes/endpoint-disable";
