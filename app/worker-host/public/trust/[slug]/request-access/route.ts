export { POST } from "@/lib/transports/worker/public/writes/request-access-route";
