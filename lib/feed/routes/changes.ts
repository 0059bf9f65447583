// GET /api/network/changes – record versions across the Network after a position, oldest first.
// Its contract says `hot: true`: our own server answers it before Next too (lib/transports/server/hot-reads.ts).
import { getDb } from "@/lib/platform/db/client";
import { changesRoute } from "@/lib/feed/routes/changes.contract";
import { env } from "@/lib/platform/env";
import { readChangesPage } from "@/lib/feed/read-changes-page";
import { resolvePagePosition } from "@/lib/feed/resolve-position";
import { ApiError } from "@/lib/http/api-error";
import { checkedJsonAnswer } from "@/lib/http/checked-output";
import { methodNotAllowed } from "@/lib/http/method-not-allowed";
import { route } from "@/lib/http/route";
import { ChangesPageSchema } from "@/lib/schemas/feed";
import { clock } from "@/lib/platform/clock";

export const GET = route(changesRoute, async ({ query }) => {
  const now = clock().now();
  const start = resolvePagePosition(query, now);
  let page;
  try {
    page = await readChangesPage(await getDb(), { start, limit: query.limit, now, baseUrl: env().BASE_URL });
  } catch (err) {
    throw new ApiError("record_unavailable", {
      message: "The change feed could not be read just now; retry with backoff.",
      retryAfter: 5,
      cause: err,
    });
  }
  return checkedJsonAnswer(ChangesPageSchema, page);
});

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(["GET"], "problem");
