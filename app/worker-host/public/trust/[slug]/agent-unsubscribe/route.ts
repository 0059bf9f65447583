export { POST } from "@/lib/worker/public/events/agent-unsubscribe-route";
