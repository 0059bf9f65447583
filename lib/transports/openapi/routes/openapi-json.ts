// GET /openapi.json – the OpenAPI 3.1 contract of every web host route, generated from the contracts.
import { openapiJsonRoute } from "@/lib/transports/openapi/routes/openapi-json.contract";
import { json } from "@/lib/http/respond";
import { route } from "@/lib/http/route";
import { webHostDocument } from "@/lib/transports/openapi/host-documents";

export const GET = route(openapiJsonRoute, async () => json(webHostDocument()));
