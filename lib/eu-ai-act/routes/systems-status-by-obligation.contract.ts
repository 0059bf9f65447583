// The contract of the routes in systems-status-by-obligation.ts: each operation is described once, beside the API host's handler
// that serves it, and this web host route forwards to it.
export { euObligationMark } from "@/lib/transports/worker/v1/eu/obligation-route.contract";
