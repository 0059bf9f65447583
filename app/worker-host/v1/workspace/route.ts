export { GET } from "@/lib/transports/worker/v1/workspace/read-workspace-route";
