export { POST } from "@/lib/transports/worker/v1/tokens/mint-token-route";
