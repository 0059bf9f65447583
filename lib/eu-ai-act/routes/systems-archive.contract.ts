// The contract of the routes in systems-archive.ts: each operation is described once, beside the API host's handler
// that serves it, and this web host route forwards to it.
export { euSystemArchive } from "@/lib/transports/worker/v1/eu/archive-route.contract";
