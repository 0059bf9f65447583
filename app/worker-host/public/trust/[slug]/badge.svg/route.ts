export { GET } from "@/lib/transports/worker/public/badge/badge-route";
