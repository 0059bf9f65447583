export { GET } from "@/lib/transports/worker/log/lookup-route";
