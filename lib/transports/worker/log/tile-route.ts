// GET /log/tile/<L>/<N>[.p/<W>] and /log/tile/entries/<N>[.p/<W>] – C2SP tlog-tiles resources. A full tile
// or bundle is immutable and kept in memory once read; a partial one is the prefix of its stored tile.
import { logTileRoute } from "@/lib/transports/worker/log/tile-route.contract";
import { ApiError } from "@/lib/http/api-error";
import { route } from "@/lib/http/route";
import { entryBundle } from "@/lib/statement-log/log-entry";
import { cacheFor, dbTileReader, latestCheckpoint, readEntries } from "@/lib/statement-log/log-store";
import { HASH_SIZE, LogRangeError, TILE_WIDTH } from "@/lib/statement-log/merkle";
import { parseTilePath, type TilePath } from "@/lib/statement-log/tile-path";
import { logRead } from "@/lib/transports/worker/log/log-read";

const fullBundles = new WeakMap<object, Map<string, Buffer>>();
const BUNDLE_CACHE_LIMIT = 512;

function octets(body: Buffer): Response {
  return new Response(new Uint8Array(body), { headers: { "content-type": "application/octet-stream" } });
}

function absent(t: TilePath): ApiError {
  return new ApiError("not_found", {
    message: `The log holds no ${t.width ? `partial tile of width ${t.width}` : "full tile"} at ${t.level}/${t.index}.`,
  });
}

const handler = route(logTileRoute, async ({ params }) => {
  const t = parseTilePath(params.tile.split("/"));
  if (!t) {
    throw new ApiError("bad_request", {
      message:
        "The path does not name a tile: /log/tile/<L>/<N>[.p/<W>] or /log/tile/entries/<N>[.p/<W>], N in 3-digit groups (x001/x234/067).",
      errors: [{ in: "path", name: "tile", message: "not a tlog-tiles path" }],
    });
  }
  const width = t.width ?? TILE_WIDTH;
  if (t.level === "entries") {
    const cacheKey = `${t.index}`;
    const body = await logRead(async (db) => {
      const cache = cacheFor(db, fullBundles);
      const held = t.width ? undefined : cache.get(cacheKey);
      if (held) return held;
      const cp = await latestCheckpoint(db);
      if (!cp || cp.size < t.index * TILE_WIDTH + width) return null;
      const bundle = entryBundle(await readEntries(db, t.index * TILE_WIDTH, width));
      if (!t.width) {
        if (cache.size >= BUNDLE_CACHE_LIMIT) cache.delete(cache.keys().next().value!);
        cache.set(cacheKey, bundle);
      }
      return bundle;
    });
    if (!body) throw absent(t);
    return octets(body);
  }
  const level = t.level;
  const tile = await logRead(async (db) => {
    try {
      return await dbTileReader(db).readTile(level, t.index, width);
    } catch (err) {
      if (err instanceof LogRangeError) return null;
      throw err;
    }
  });
  if (!tile) throw absent(t);
  return octets(tile.subarray(0, width * HASH_SIZE));
});

// Next hands the catch-all as an array of segments; the contract documents it as one `{tile}` parameter.
export function GET(req: Request, ctx: { params: Promise<{ tile?: string[] | string }> }): Promise<Response> {
  return handler(req, { params: ctx.params.then((p) => ({ tile: [p.tile ?? []].flat().join("/") })) });
}
