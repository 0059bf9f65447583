export { GET } from "@/lib/transports/worker/log/tile-route";
