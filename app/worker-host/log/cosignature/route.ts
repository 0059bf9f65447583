export { POST } from "@/lib/worker/log/cosignature-route";
