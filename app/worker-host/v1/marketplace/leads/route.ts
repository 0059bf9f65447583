export { GET } from "@/lib/transports/worker/v1/leads/leads-route";
