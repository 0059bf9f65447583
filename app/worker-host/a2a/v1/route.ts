export { POST } from "@/lib/worker/a2a/a2a-route";
