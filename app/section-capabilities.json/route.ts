// GET /section-capabilities.json: the section map the network profile record links to.
export { GET } from "@/lib/transports/openapi/routes/section-capabilities";
