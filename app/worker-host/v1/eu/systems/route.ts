export { GET, POST } from "@/lib/worker/v1/eu/systems-route";
