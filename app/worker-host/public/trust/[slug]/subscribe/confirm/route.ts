export { GET, POST } from "@/lib/transports/worker/public/writes/subscribe-confirm-route";
