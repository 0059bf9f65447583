// The contract of the routes in systems-status.ts: each operation is described once, beside the API host's handler
// that serves it, and this web host route forwards to it.
export { euStatus } from "@/lib/transports/worker/v1/eu/status-route.contract";
