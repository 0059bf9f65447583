export { POST } from "@/lib/transports/worker/public/writes/view-route";
