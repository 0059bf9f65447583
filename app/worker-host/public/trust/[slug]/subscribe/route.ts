export { POST } from "@/lib/worker/public/writes/subscribe-route";
