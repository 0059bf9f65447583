// GET /section-capabilities.json: the section map the network profile record links to.
export { GET } from "@/lib/openapi/routes/section-capabilities";
