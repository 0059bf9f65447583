export { POST } from "@/lib/transports/worker/public/writes/subscribe-route";
