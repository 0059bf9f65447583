// Full log tiles straight from our node:http server, before Next: a full tile never changes (C2SP
// tlog-tiles), so it is answered from memory with the headers every API-host answer carries, the way a CDN
// would serve it. Anything else (a partial tile, an entry bundle, a tile not in the log yet, a store
// failure) falls through to the route, which renders it (lib/transports/worker/log/tile-route.ts).
import type { IncomingMessage, ServerResponse } from "node:http";
import { getDb } from "@/lib/platform/db/client";
import { env } from "@/lib/platform/env";
import { hostKind } from "@/lib/platform/hosts";
import { cacheControl } from "@/lib/http/cache";
import { continueTraceparent, requestIdFor } from "@/lib/http/request-id";
import { stampAnswer } from "@/lib/transports/middleware/answer-headers";
import { dbTileReader } from "@/lib/statement-log/log-store";
import { HASH_SIZE, TILE_WIDTH } from "@/lib/statement-log/merkle";
import { parseTilePath } from "@/lib/statement-log/tile-path";

const FULL_TILE = /^\/log\/tile\/\d+\/(?:x\d{3}\/)*\d{3}$/;

function one(value: string | string[] | undefined): string | null {
  return typeof value === "string" ? value : null;
}

/** True when the request was answered here; false: hand it to Next. */
export async function serveFullTile(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  const path = (req.url ?? "").split("?")[0]!;
  if (!FULL_TILE.test(path)) return false;
  const e = env();
  if (hostKind(one(req.headers.host), e.BASE_URL, e.API_URL) !== "api") return false;
  const t = parseTilePath(path.slice("/log/tile/".length).split("/"));
  if (!t || t.level === "entries" || t.width) return false;
  let tile: Buffer;
  try {
    tile = (await dbTileReader(await getDb()).readTile(t.level, t.index, TILE_WIDTH)).subarray(0, TILE_WIDTH * HASH_SIZE);
  } catch {
    return false;
  }
  const headers = new Headers({
    "content-type": "application/octet-stream",
    "cache-control": cacheControl("log-tile"),
    "content-length": String(tile.length),
  });
  stampAnswer(headers, {
    kind: "api",
    path,
    page: false,
    nonce: "",
    https: e.API_URL.startsWith("https:"),
    requestId: requestIdFor(one(req.headers["x-request-id"])),
    traceparent: continueTraceparent(one(req.headers.traceparent)),
  });
  res.writeHead(200, Object.fromEntries(headers));
  res.end(req.method === "HEAD" ? undefined : tile);
  return true;
}
