// The routes our own server answers before Next (lib/transports/server/hot-reads.ts): those whose contract says
// `hot: true`. Each loads the module Next serves for the contract's host and path (its app/.../route.ts,
// a re-export of the route's module), so the answer is the route's own and no route is named twice.
import { ALL_ROUTES } from "@/lib/contracts";
import type { HostKind } from "@/lib/platform/hosts";
import type { RouteContract } from "@/lib/http/contract";
import type { AnyAnswer } from "@/lib/http/plain-answer";
import type { RouteRequest } from "@/lib/http/route";
import { workerHostPath } from "@/lib/transports/worker/api-host-paths";

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

/**
 * The module Next serves a contract from: app/ and the path on the web host, app/ and the middleware's
 * rewrite target (lib/transports/worker/api-host-paths.ts) on the API host; `{slug}` is the folder `[slug]`.
 */
export function appRouteModule(contract: Pick<RouteContract, "host" | "path" | "operationId">): string {
  const served = contract.host === "api" ? workerHostPath(contract.path) : contract.path;
  if (!served) throw new Error(`route ${contract.operationId}: ${contract.path} is not a path of the API host`);
  return `@/app${served.replace(/\{([^}]+)\}/g, "[$1]")}/route`;
}

type Handler = ((req: Request, segment?: SegmentContext) => Promise<Response>) & { serve?: RouteHandler };

async function loadHandler(contract: RouteContract): Promise<RouteHandler> {
  const specifier = appRouteModule(contract);
  // Relative, with the folder as the one variable part: esbuild (bin/server.mjs) bundles every app/**/route.ts
  // it can name, a chunk each, loaded on first use; vite (told to leave it) and tsx resolve it at run time.
  const folder = specifier.slice("@/app/".length, -"/route".length);
  const routeModule = (await import(/* @vite-ignore */ `../../../app/${folder}/route.ts`)) as Record<string, Handler | undefined>;
  const handler = routeModule[contract.method];
  if (typeof handler !== "function") throw new Error(`hot route ${contract.operationId}: ${specifier} exports no ${contract.method}`);
  // route()'s handlers carry `serve`; any other (MCP's, which reads its JSON-RPC body itself) takes the Request.
  return handler.serve ?? ((req, segment) => handler(req.request(), segment));
}

function hot(contract: RouteContract): HotRoute {
  if (contract.method !== "GET" && contract.method !== "POST") throw new Error(`hot route ${contract.operationId}: GET or POST only`);
  return { contract, host: contract.host, method: contract.method, path: pathPattern(contract.path), handler: () => loadHandler(contract) };
}

export const HOT_ROUTES: HotRoute[] = ALL_ROUTES.filter((contract) => contract.hot).map(hot);
