export { POST } from "@/lib/worker/public/writes/view-route";
