export { POST } from "@/lib/worker/v1/tokens/mint-token-route";
