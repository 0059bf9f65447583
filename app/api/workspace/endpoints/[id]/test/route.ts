// POST /api/workspace/endpoints/{id}/test: send a signed `ping` now; the attempt joins the delivery log.
export { POST } from "@/lib/events/routes/endpoint-test";
