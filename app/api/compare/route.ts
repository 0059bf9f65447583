// GET /api/compare – up to four companies side by side, current or at a stored record version.
import { parseCompareRequest } from "@/lib/compare/parse-compare-request";
import { readComparison } from "@/lib/compare/read-comparison";
import { compareRoute } from "@/lib/contracts/rollup";
import { getDb } from "@/lib/db/client";
import { ApiError } from "@/lib/http/api-error";
import { json } from "@/lib/http/respond";
import { route } from "@/lib/http/route";
import { consume } from "@/lib/ratelimit/limiter";
import { POLICIES } from "@/lib/ratelimit/policies";
import { readingStore } from "@/lib/rollup/store-unavailable";

export const GET = route(compareRoute, async (ctx) => {
  const limit = await consume(POLICIES.compare, ctx.clientIp);
  if (!limit.allowed) {
    throw new ApiError("rate_limited", {
      message: "Too many compare requests from this address (20 a minute, 200 an hour). Back off and retry once.",
      retryAfter: limit.retryAfter,
      sendRetryAfter: POLICIES.compare.sendRetryAfter,
    });
  }
  const request = parseCompareRequest(ctx.query);
  const db = await readingStore("database", getDb);
  return json(await readComparison(db, request));
});
