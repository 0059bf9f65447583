export { GET } from "@/lib/transports/worker/log/consistency-route";
