export { GET } from "@/lib/worker/log/info-route";
