// The contract of the route in tile-route.ts: data only (no handler or domain code),
// so the route table (lib/contracts) and the OpenAPI documents read it without loading the handler.
import { z } from "zod";
import { defineRoute } from "@/lib/http/contract";
import { TAGS } from "@/lib/contracts/statement-log";

export const logTileRoute = defineRoute({
  operationId: "getLogTile",
  host: "api",
  method: "GET",
  path: "/log/tile/{tile}",
  summary: "C2SP tlog-tiles: a Merkle tile `<L>/<N>[.p/<W>]` or an entry bundle `entries/<N>[.p/<W>]`",
  description:
    "`{tile}` spans several path segments: `<L>` is the level (0..63), `<N>` the tile " +
    "index in 3-digit groups (all but the last prefixed with x: 1234067 is x001/x234/067), " +
    "`.p/<W>` a partial tile of W (1..255) hashes. A tile is concatenated 32-byte SHA-256 " +
    "hashes; an entry bundle is each entry as a big-endian uint16 length and its bytes. " +
    "Full tiles and bundles are immutable (`Cache-Control: public, max-age=31536000, " +
    "immutable`); a partial one is a prefix of what the tile will hold.",
  tags: TAGS,
  status: "experimental",
  params: z.object({ tile: z.string().describe("`<L>/<N>[.p/<W>]` or `entries/<N>[.p/<W>]`.") }),
  responses: {
    200: { description: "application/octet-stream.", contentType: "application/octet-stream", schema: z.string() },
    400: { description: "`bad_request`: the path does not name a tile." },
    404: { description: "`not_found`: that tile or width is not (yet) in the log." },
  },
  errors: ["bad_request", "not_found", "record_unavailable"],
  cache: "log-tile",
});
