export { POST } from "@/lib/transports/worker/v1/eu/subscription-route";
