// GET /api/mobile/directory/featured – listed companies with a witnessed record first.
import { featuredRoute } from "@/lib/directory/routes/mobile-featured.contract";
import { getDb } from "@/lib/platform/db/client";
import { listFeatured } from "@/lib/directory/list-featured";
import { directoryRow } from "@/lib/directory/present-rows";
import { json } from "@/lib/http/respond";
import { route } from "@/lib/http/route";

export const GET = route(featuredRoute, async () => json({ results: (await listFeatured(await getDb())).map(directoryRow) }));
