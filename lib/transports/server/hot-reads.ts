// The routes whose contract says `hot: true` (lib/transports/server/hot-routes.ts), answered by our own server before
// Next. A CPU profile of the profile read through Next (docs/performance.md) spent most of each request in
// Next's router, the middleware sandbox and its Request/Headers/AbortController plumbing, not in the read.
// Here the same route runs (route()'s `serve`) without a WHATWG Request or Response, with the headers the
// service defines for every answer (lib/transports/middleware/answer-headers.ts, CORS, Vary) and the same compression
// middleware lib/transports/server/start.ts puts in front of Next (tests/profile/hot-read.test.ts compares the two
// paths). HOT_READS=off turns it off.
import type { IncomingMessage, ServerResponse } from "node:http";
import { env } from "@/lib/platform/env";
import { hostKind, type HostKind } from "@/lib/platform/hosts";
import { continueTraceparent, requestIdFor } from "@/lib/http/request-id";
import type { AnyAnswer } from "@/lib/http/plain-answer";
import { renderThrown, type RouteRequest } from "@/lib/http/route";
import { SERVICE_VARY, stampAnswer } from "@/lib/transports/middleware/answer-headers";
import { CORS_EXPOSE, isPublicRead } from "@/lib/transports/middleware/cors";
import { isPagePath } from "@/lib/transports/middleware/markdown-twin";
import { compressAnswer, varyOnEncoding } from "@/lib/http/compression";
import { HOT_ROUTES, type HotRoute, type RouteHandler } from "@/lib/transports/server/hot-routes";

// The body is framed here (node:http, the compression middleware): a route's own framing headers would
// describe another encoding of it.
const FRAMING = new Set(["content-length", "content-encoding", "transfer-encoding"]);

const handlers = new Map<HotRoute, Promise<RouteHandler>>();
let served = 0;

function one(value: string | string[] | undefined): string | null {
  return typeof value === "string" ? value : null;
}

/** The hot route this request is for and its path parameters, or null: Next answers it. */
function match(req: IncomingMessage): { route: HotRoute; path: string; params: Record<string, string> } | null {
  const method = req.method;
  if (method !== "GET" && method !== "HEAD" && method !== "POST") return null;
  const e = env();
  if (e.HOT_READS === "off") return null;
  const target = req.url ?? "/";
  const q = target.indexOf("?");
  const path = q === -1 ? target : target.slice(0, q);
  const kind = hostKind(one(req.headers.host), e.BASE_URL, e.API_URL);
  // A page path has a Markdown twin chosen by Accept: only the middleware routes those.
  if (kind === "web" && isPagePath(path)) return null;
  for (const route of HOT_ROUTES) {
    if (route.host !== kind || (route.method === "POST") !== (method === "POST")) continue;
    const m = route.path.exec(path);
    if (!m) continue;
    // Next hands a route its path parameters decoded; request-guard.ts has refused malformed escapes.
    const params = Object.fromEntries(Object.entries(m.groups ?? {}).map(([k, v]) => [k, decodeURIComponent(v)]));
    return { route, path, params };
  }
  return null;
}

/** How many requests this process answered here (tests check that the fast path really ran). */
export function hotReadsServed(): number {
  return served;
}

/** True when the request is answered here; false: hand it to Next. */
export function serveHotRead(req: IncomingMessage, res: ServerResponse): boolean {
  const hit = match(req);
  if (!hit) return false;
  served++;
  void answer(req, res, hit.route, hit.path, hit.params);
  return true;
}

/**
 * The request as route() reads it: the headers Next would build from the node request (with the request id
 * and trace context the middleware stamps), the URL on the host's public base. The WHATWG Request, which
 * costs an AbortSignal, a URL parse and a header copy, is made only if a handler asks for `ctx.req`.
 */
function routeRequest(req: IncomingMessage, base: string, requestId: string, traceparent: string | null): RouteRequest {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === "string") headers.set(name, value);
    else if (value) for (const v of value) headers.append(name, v);
  }
  headers.set("x-request-id", requestId);
  if (traceparent) headers.set("traceparent", traceparent);
  else headers.delete("traceparent");
  const method = req.method ?? "GET";
  const url = new URL(req.url ?? "/", base).href;
  let request: Request | undefined;
  // The body is read only when the route asks for it: a request refused before (429, 405) leaves it to
  // Node, which drops an unread body once the answer is sent.
  const make = () => new Request(url, { method, headers, body: method === "POST" ? bodyStream(req) : null, duplex: "half" } as RequestInit);
  return { method, url, headers, request: () => (request ??= make()) };
}

/**
 * The request body as the route reads it (lib/http/input.ts: readBoundedText, which stops at the
 * contract's limit). When the route stops early, the rest is read and dropped, so the socket stays whole
 * for the 413 and the next request, as Node does with a body no handler read.
 */
function bodyStream(req: IncomingMessage): ReadableStream<Uint8Array> {
  let open = true;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      req.on(
        "data",
        (chunk: Buffer) => void (open && controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength))),
      );
      req.on("end", () => void (open && controller.close()));
      req.on("error", (err) => void (open && controller.error(err)));
    },
    cancel() {
      open = false;
    },
  });
}

/**
 * The answer's headers: the route's own, then those the service puts on every answer (CORS on a public
 * read, security headers, request id, trace context), which a route does not override, as through the
 * middleware. Vary adds up: the service's (Accept), then the route's own (the profile's Svc-Contract).
 */
function answerHeaders(
  kind: HostKind,
  path: string,
  base: string,
  requestId: string,
  traceparent: string | null,
  own: Headers,
): Map<string, string | string[]> {
  const out = new Map<string, string | string[]>();
  const set = (name: string, value: string) => void out.set(name.toLowerCase(), value);
  if (kind === "web" && isPublicRead(path)) {
    set("access-control-allow-origin", "*");
    set("access-control-expose-headers", CORS_EXPOSE);
  }
  stampAnswer({ set }, { kind, path, page: false, nonce: "", https: base.startsWith("https:"), requestId, traceparent });
  const varies = [SERVICE_VARY];
  own.forEach((value, name) => {
    if (name === "vary") varies.push(value);
    else if (!FRAMING.has(name) && name !== "set-cookie" && !out.has(name)) out.set(name, value);
  });
  out.set("vary", varies.join(", "));
  const cookies = own.getSetCookie();
  if (cookies.length) out.set("set-cookie", cookies);
  return out;
}

async function answer(
  req: IncomingMessage,
  res: ServerResponse,
  route: HotRoute,
  path: string,
  params: Record<string, string>,
): Promise<void> {
  // A client that names no encoding gets identity from the middleware: it then only adds to Vary, which
  // varyOnEncoding does below without wrapping the response's methods.
  const negotiates = req.headers["accept-encoding"] !== undefined;
  if (negotiates) compressAnswer(req, res);
  const e = env();
  const kind = route.host;
  const base = kind === "api" ? e.API_URL : e.BASE_URL;
  const requestId = requestIdFor(one(req.headers["x-request-id"]));
  const traceparent = continueTraceparent(one(req.headers.traceparent));
  let result: AnyAnswer;
  try {
    let handler = handlers.get(route);
    if (!handler) handlers.set(route, (handler = route.handler()));
    result = await (await handler)(routeRequest(req, base, requestId, traceparent), { params: Promise.resolve(params) });
  } catch (err) {
    result = renderThrown(err, kind === "api" ? "plain" : "problem", requestId, route.path.source);
  }
  for (const [name, value] of answerHeaders(kind, path, base, requestId, traceparent, result.headers)) res.setHeader(name, value);
  res.statusCode = result.status;
  // A plain answer's text goes out as it is; a Response (an error rendered by the registry) is read back.
  let body: string | Buffer | null = null;
  if (req.method !== "HEAD")
    body = result instanceof Response ? (result.body ? Buffer.from(await result.arrayBuffer()) : null) : result.body;
  if (!negotiates) {
    varyOnEncoding(req, res);
    // One write with its Content-Length: framing is the transport's, and a client reads the same answer.
    res.end(body ?? undefined);
    return;
  }
  // Written, then ended, as Next streams a body: the compression middleware then decides as it does for
  // Next's answers (it skips bodies under 1 KiB only when their length is known when the headers go out).
  res.cork();
  if (body !== null) res.write(body);
  res.end();
  process.nextTick(() => res.uncork());
}
