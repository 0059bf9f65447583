export { GET } from "@/lib/transports/worker/public/witness/check-mapping-route";
