export { GET } from "@/lib/transports/worker/log/claim-bundle-route";
