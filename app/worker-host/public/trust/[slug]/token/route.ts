export { GET } from "@/lib/worker/log/token-route";
