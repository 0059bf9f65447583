export { GET } from "@/lib/worker/public/witness/reading-evidence-route";
