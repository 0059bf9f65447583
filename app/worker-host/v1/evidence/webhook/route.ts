export { POST } from "@/lib/transports/worker/v1/evidence/evidence-webhook-route";
