// GET /api/network/suggest – up to 10 listed companies whose name or domain matches the typed text.
// Its contract says `hot: true`: our own server answers it before Next too (lib/transports/server/hot-reads.ts).
import { suggestRoute } from "@/lib/directory/routes/suggest.contract";
import { getDb } from "@/lib/platform/db/client";
import { suggestCompanies } from "@/lib/directory/suggest-companies";
import { json } from "@/lib/http/respond";
import { route } from "@/lib/http/route";

export const GET = route(suggestRoute, async ({ query }) => json({ results: await suggestCompanies(await getDb(), query.q) }));
