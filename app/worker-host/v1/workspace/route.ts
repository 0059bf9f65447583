export { GET } from "@/lib/worker/v1/workspace/read-workspace-route";
