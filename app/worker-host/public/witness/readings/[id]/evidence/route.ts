export { GET } from "@/lib/transports/worker/public/witness/reading-evidence-route";
