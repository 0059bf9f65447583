export { POST } from "@/lib/worker/v1/evidence/evidence-webhook-route";
