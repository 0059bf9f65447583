// GET /interfaces.json: every interface with its support status.
export { GET } from "@/lib/transports/openapi/routes/interfaces";
