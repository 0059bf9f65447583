// GET /interfaces.json – every interface with its support status.
import { interfacesRoute } from "@/lib/openapi/routes/interfaces.contract";
import { json } from "@/lib/http/respond";
import { route } from "@/lib/http/route";
import { listInterfaces } from "@/lib/openapi/interfaces";

export const GET = route(interfacesRoute, async () => json(listInterfaces()));
