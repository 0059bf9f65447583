export { GET } from "@/lib/worker/v1/leads/leads-route";
