// The contract of the routes in rules.ts: each operation is described once, beside the API host's handler
// that serves it, and this web host route forwards to it.
export { euRules } from "@/lib/transports/worker/v1/eu/rules-route.contract";
