export { POST } from "@/lib/worker/public/events/agent-subscribe-route";
