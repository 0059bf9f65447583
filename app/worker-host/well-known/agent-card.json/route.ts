export { GET } from "@/lib/worker/a2a/agent-card-route";
