// GET /api/network/changes/stream – the change feed as Server-Sent Events, fanned out by one poller.
import { getDb } from "@/lib/platform/db/client";
import { changeStreamRoute } from "@/lib/feed/routes/changes-stream.contract";
import { env } from "@/lib/platform/env";
import { changePoller } from "@/lib/feed/change-poller";
import { openChangeStream } from "@/lib/feed/open-change-stream";
import { resolveStreamPosition } from "@/lib/feed/resolve-position";
import { methodNotAllowed } from "@/lib/http/method-not-allowed";
import { route } from "@/lib/http/route";
import { clock } from "@/lib/platform/clock";

export const GET = route(changeStreamRoute, async ({ req, query }) => {
  const start = resolveStreamPosition({ after: query.after, lastEventId: req.headers.get("last-event-id") ?? undefined }, clock().now());
  const e = env();
  const body = openChangeStream({
    start,
    signal: req.signal,
    poller: changePoller(),
    db: await getDb(),
    baseUrl: e.BASE_URL,
    heartbeatMs: e.STREAM_HEARTBEAT_MS,
    maxMs: e.STREAM_MAX_MS,
  });
  return new Response(body, {
    headers: {
      "content-type": "text/event-stream; charset=utf-8",
      // no-transform keeps compression (and proxies) from buffering events.
      "cache-control": "no-store, no-transform",
      "x-accel-buffering": "no",
    },
  });
});

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(["GET"], "problem");
