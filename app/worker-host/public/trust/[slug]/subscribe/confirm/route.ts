export { GET, POST } from "@/lib/worker/public/writes/subscribe-confirm-route";
