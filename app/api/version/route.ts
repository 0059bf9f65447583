// GET /api/version – which deployment is answering; never cached.
import { versionRoute } from "@/lib/contracts/rollup";
import { json } from "@/lib/http/respond";
import { route } from "@/lib/http/route";
import { buildStamp } from "@/lib/version/build-stamp";

export const GET = route(versionRoute, async () => json({ stamp: buildStamp() }));
