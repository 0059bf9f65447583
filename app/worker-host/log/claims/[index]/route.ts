export { GET } from "@/lib/worker/log/claim-bundle-route";
