export { POST } from "@/lib/transports/worker/log/cosignature-route";
