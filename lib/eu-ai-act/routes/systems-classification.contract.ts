// The contract of the routes in systems-classification.ts: each operation is described once, beside the API host's handler
// that serves it, and this web host route forwards to it.
export { euClassification, euClassificationRun } from "@/lib/transports/worker/v1/eu/classification-route.contract";
