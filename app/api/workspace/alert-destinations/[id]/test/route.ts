// POST /api/workspace/alert-destinations/{id}/test: a signed `alert.test`, up to three attempts in 15 s.
export { POST } from "@/lib/events/routes/alert-destination-test";
