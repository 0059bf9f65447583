export { GET, POST } from "@/lib/worker/v1/eu/system-route";
