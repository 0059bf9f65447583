export { GET } from "@/lib/worker/log/checkpoint-route";
