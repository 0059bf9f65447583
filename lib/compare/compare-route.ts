// GET /api/compare – up to four companies side by side, current or at a stored record version.
// Here rather than in app/ so our own server can answer it before Next (lib/server/hot-reads.ts).
import { parseCompareRequest } from "@/lib/compare/parse-compare-request";
import { readComparison } from "@/lib/compare/read-comparison";
import { compareRoute } from "@/lib/contracts/rollup";
import { getDb } from "@/lib/db/client";
import { plainAnswer } from "@/lib/http/plain-answer";
import { route } from "@/lib/http/route";
import { readingStore } from "@/lib/rollup/store-unavailable";

export const GET = route(compareRoute, async (ctx) => {
  const request = parseCompareRequest(ctx.query);
  const db = await readingStore("database", getDb);
  const text = JSON.stringify(await readComparison(db, request));
  // A plain answer: the hot read writes the text as it is, with no Response to read back.
  return plainAnswer(text, { status: 200, headers: new Headers({ "content-type": "application/json; charset=utf-8" }) });
});
