// The contract of the routes in changes.ts: each operation is described once, beside the API host's handler
// that serves it, and this web host route forwards to it.
export { euChanges } from "@/lib/transports/worker/v1/eu/changes-route.contract";
