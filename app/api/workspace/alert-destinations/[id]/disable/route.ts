// POST /api/workspace/alert-destinations/{id}/disable: no more alerts to this destination.
export { POST } from "@/lib/events/routes/alert-destination-disable";
