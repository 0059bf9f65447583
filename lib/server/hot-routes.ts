// The reads our own server answers before Next (lib/server/hot-reads.ts): the busiest public reads, whose
// time through Next's router, middleware sandbox and response plumbing was several times their own work
// (docs/performance.md). Each entry names the host, method and path it takes and loads the very handler
// the app route re-exports, so the answer is the route's own; anything not listed goes to Next.
import type { HostKind } from "../hosts";
import type { AnyAnswer } from "../http/plain-answer";
import type { RouteRequest } from "../http/route";

type SegmentContext = { params: Promise<Record<string, string>> };
/** route()'s `serve`: the route without the WHATWG Request and Response. */
export type RouteHandler = (req: RouteRequest, segment?: SegmentContext) => Promise<AnyAnswer>;

export interface HotRoute {
  host: HostKind;
  /** GET, which also takes HEAD as Next does for a route without its own HEAD; or POST, body and all. */
  method: "GET" | "POST";
  /** The whole path; named groups are the route's path parameters, as Next would pass them. */
  path: RegExp;
  handler: () => Promise<RouteHandler>;
}

export const HOT_ROUTES: HotRoute[] = [
  {
    host: "web",
    method: "GET",
    path: /^\/api\/network\/profile$/,
    handler: async () => (await import("../network/profile/profile-route")).GET.serve,
  },
  {
    host: "web",
    method: "GET",
    path: /^\/api\/compare$/,
    handler: async () => (await import("../compare/compare-route")).GET.serve,
  },
  {
    host: "web",
    method: "GET",
    path: /^\/api\/network\/search$/,
    handler: async () => (await import("../directory/search-route")).GET.serve,
  },
  {
    host: "web",
    method: "GET",
    path: /^\/api\/network\/suggest$/,
    handler: async () => (await import("../directory/suggest-route")).GET.serve,
  },
  {
    host: "web",
    method: "GET",
    path: /^\/api\/network\/changes$/,
    handler: async () => (await import("../feed/changes-route")).GET.serve,
  },
  {
    host: "web",
    method: "POST",
    path: /^\/api\/network\/batch$/,
    handler: async () => (await import("../batch/batch-route")).POST.serve,
  },
  {
    host: "api",
    method: "GET",
    path: /^\/public\/trust\/(?<slug>[^/]+)$/,
    handler: async () => (await import("../worker/public/trust/trust-profile-route")).GET.serve,
  },
  {
    host: "api",
    method: "POST",
    path: /^\/public\/mcp$/,
    // The MCP route takes the WHATWG Request itself (its body, one JSON-RPC message, read bounded there).
    handler: async () => {
      const { POST } = await import("../worker/mcp/mcp-route");
      return (req) => POST(req.request());
    },
  },
];
