// The contract of the routes in systems.ts: each operation is described once, beside the API host's handler
// that serves it, and this web host route forwards to it.
export { euSystems, euSystemCreate } from "@/lib/transports/worker/v1/eu/systems-route.contract";
