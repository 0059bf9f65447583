export { GET } from "@/lib/worker/public/witness/check-mapping-route";
