export { POST } from "@/lib/transports/worker/a2a/a2a-route";
