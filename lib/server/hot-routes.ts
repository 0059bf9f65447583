// The reads our own server answers before Next (lib/server/hot-reads.ts): the busiest public reads, whose
// time through Next's router, middleware sandbox and response plumbing was several times their own work
// (docs/performance.md). Each entry names the route's contract, whose host, method and path it takes (no
// path is written twice), and loads the very handler the app route re-exports, so the answer is the
// route's own; anything not listed goes to Next.
import { networkSearchRoute, suggestRoute } from "@/lib/contracts/directory";
import { batchRoute, changesRoute } from "@/lib/contracts/feed";
import { mcpPostRoute } from "@/lib/contracts/mcp";
import { networkProfileRoute } from "@/lib/contracts/profile";
import { publicTrustProfileRoute } from "@/lib/contracts/public-trust";
import { compareRoute } from "@/lib/contracts/rollup";
import type { HostKind } from "@/lib/hosts";
import type { RouteContract } from "@/lib/http/contract";
import type { AnyAnswer } from "@/lib/http/plain-answer";
import type { RouteRequest } from "@/lib/http/route";

type SegmentContext = { params: Promise<Record<string, string>> };
/** route()'s `serve`: the route without the WHATWG Request and Response. */
export type RouteHandler = (req: RouteRequest, segment?: SegmentContext) => Promise<AnyAnswer>;

export interface HotRoute {
  contract: RouteContract;
  host: HostKind;
  /** GET, which also takes HEAD as Next does for a route without its own HEAD; or POST, body and all. */
  method: "GET" | "POST";
  /** The contract's path as a pattern; named groups are the route's path parameters, as Next would pass them. */
  path: RegExp;
  handler: () => Promise<RouteHandler>;
}

/** `/public/trust/{slug}` -> /^\/public\/trust\/(?<slug>[^/]+)$/ */
export function pathPattern(path: string): RegExp {
  const source = path
    .split(/(\{[A-Za-z_][A-Za-z0-9_]*\})/)
    .map((part) => (part.startsWith("{") ? `(?<${part.slice(1, -1)}>[^/]+)` : part.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")))
    .join("");
  return new RegExp(`^${source}$`);
}

function hot(contract: RouteContract, handler: () => Promise<RouteHandler>): HotRoute {
  if (contract.method !== "GET" && contract.method !== "POST") throw new Error(`hot route ${contract.operationId}: GET or POST only`);
  return { contract, host: contract.host, method: contract.method, path: pathPattern(contract.path), handler };
}

export const HOT_ROUTES: HotRoute[] = [
  hot(networkProfileRoute, async () => (await import("@/lib/network/routes/profile")).GET.serve),
  hot(compareRoute, async () => (await import("@/lib/compare/routes/compare")).GET.serve),
  hot(networkSearchRoute, async () => (await import("@/lib/directory/routes/search")).GET.serve),
  hot(suggestRoute, async () => (await import("@/lib/directory/routes/suggest")).GET.serve),
  hot(changesRoute, async () => (await import("@/lib/feed/routes/changes")).GET.serve),
  hot(batchRoute, async () => (await import("@/lib/batch/routes/batch")).POST.serve),
  hot(publicTrustProfileRoute, async () => (await import("@/lib/worker/public/trust/trust-profile-route")).GET.serve),
  // The MCP route takes the WHATWG Request itself (its body, one JSON-RPC message, read bounded there).
  hot(mcpPostRoute, async () => {
    const { POST } = await import("@/lib/worker/mcp/mcp-route");
    return (req) => POST(req.request());
  }),
];
