export { GET } from "@/lib/worker/log/lookup-route";
