export { GET } from "@/lib/transports/worker/log/token-route";
