// The contract of the routes in systems-subscription.ts: each operation is described once, beside the API host's handler
// that serves it, and this web host route forwards to it.
export { euSubscription } from "@/lib/transports/worker/v1/eu/subscription-route.contract";
