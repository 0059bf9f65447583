export { GET } from "@/lib/transports/worker/log/bundle-route";
