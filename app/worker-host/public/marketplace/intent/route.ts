export { POST } from "@/lib/transports/worker/public/writes/marketplace-intent-route";
