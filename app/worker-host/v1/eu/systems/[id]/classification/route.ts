export { GET, POST } from "@/lib/transports/worker/v1/eu/classification-route";
