export { GET } from "@/lib/worker/log/consistency-route";
