// GET /openapi.json: the OpenAPI 3.1 contract of every web host route, generated from the contracts.
export { GET } from "@/lib/transports/openapi/routes/openapi-json";
