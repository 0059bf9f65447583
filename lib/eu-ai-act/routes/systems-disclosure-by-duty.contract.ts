// The contract of the routes in systems-disclosure-by-duty.ts: each operation is described once, beside the API host's handler
// that serves it, and this web host route forwards to it.
export { euDisclosureDeclare } from "@/lib/transports/worker/v1/eu/disclosure-route.contract";
