export { GET } from "@/lib/transports/worker/log/info-route";
