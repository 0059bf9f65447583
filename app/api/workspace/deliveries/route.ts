// GET /api/workspace/deliveries: the delivery log of the signed-in workspace, newest first.
export { GET } from "@/lib/events/routes/deliveries";
