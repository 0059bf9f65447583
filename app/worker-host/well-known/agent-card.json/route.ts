export { GET } from "@/lib/transports/worker/a2a/agent-card-route";
