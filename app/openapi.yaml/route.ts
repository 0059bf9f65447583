// GET /openapi.yaml: the worker contract (API host routes), version 1.0, generated from the contracts.
export { GET } from "@/lib/transports/openapi/routes/openapi-yaml";
