export { POST } from "@/lib/worker/public/writes/request-access-route";
