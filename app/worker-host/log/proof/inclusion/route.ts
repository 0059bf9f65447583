export { GET } from "@/lib/transports/worker/log/inclusion-route";
