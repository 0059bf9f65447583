// GET /api/compare – up to four companies side by side, current or at a stored record version.
// Its contract says `hot: true`: our own server answers it before Next too (lib/transports/server/hot-reads.ts).
import { parseCompareRequest } from "@/lib/compare/parse-compare-request";
import { readComparison } from "@/lib/compare/read-comparison";
import { compareRoute } from "@/lib/compare/routes/compare.contract";
import { getDb } from "@/lib/platform/db/client";
import { checkedJsonAnswer } from "@/lib/http/checked-output";
import { route } from "@/lib/http/route";
import { readingStore } from "@/lib/rollup/store-unavailable";
import { CompareResultSchema } from "@/lib/schemas/compare";

export const GET = route(compareRoute, async (ctx) => {
  const request = parseCompareRequest(ctx.query);
  const db = await readingStore("database", getDb);
  return checkedJsonAnswer(CompareResultSchema, await readComparison(db, request));
});
