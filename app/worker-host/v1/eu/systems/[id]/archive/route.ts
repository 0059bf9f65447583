export { POST } from "@/lib/worker/v1/eu/archive-route";
