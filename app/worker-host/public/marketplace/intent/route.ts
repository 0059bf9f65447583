export { POST } from "@/lib/worker/public/writes/marketplace-intent-route";
