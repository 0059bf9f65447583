// GET /interfaces.json – every interface with its support status.
import { interfacesRoute } from "@/lib/transports/openapi/routes/interfaces.contract";
import { json } from "@/lib/http/respond";
import { route } from "@/lib/http/route";
import { listInterfaces } from "@/lib/transports/openapi/interfaces";

export const GET = route(interfacesRoute, async () => json(listInterfaces()));
