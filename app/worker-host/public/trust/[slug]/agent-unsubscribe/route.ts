export { POST } from "@/lib/transports/worker/public/events/agent-unsubscribe-route";
