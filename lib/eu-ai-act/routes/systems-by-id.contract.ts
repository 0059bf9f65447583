// The contract of the routes in systems-by-id.ts: each operation is described once, beside the API host's handler
// that serves it, and this web host route forwards to it.
export { euSystem, euSystemUpdate } from "@/lib/transports/worker/v1/eu/system-route.contract";
