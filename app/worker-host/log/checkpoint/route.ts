export { GET } from "@/lib/transports/worker/log/checkpoint-route";
