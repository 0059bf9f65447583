// GET /api/compare – up to four companies side by side, current or at a stored record version.
import { parseCompareRequest } from "@/lib/compare/parse-compare-request";
import { readComparison } from "@/lib/compare/read-comparison";
import { compareRoute } from "@/lib/contracts/rollup";
import { getDb } from "@/lib/db/client";
import { json } from "@/lib/http/respond";
import { route } from "@/lib/http/route";
import { readingStore } from "@/lib/rollup/store-unavailable";

export const GET = route(compareRoute, async (ctx) => {
  const request = parseCompareRequest(ctx.query);
  const db = await readingStore("database", getDb);
  return json(await readComparison(db, request));
});
