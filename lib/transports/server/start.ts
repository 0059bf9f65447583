// Our own node:http server around Next's request handler. It exists for what Next cannot cover:
// recording the socket's client address (x-svc-client-ip) in a header no client can forge, refusing
// requests Next would crash on or mis-route (lib/transports/server/request-guard.ts), mounting the OAuth
// authorization server's node handler (oidc-provider) on the web host's /oauth/... paths, and serving
// immutable full log tiles from memory (lib/transports/server/serve-full-tile.ts), answering the hottest public reads
// through their own route handlers without Next's routing (lib/transports/server/hot-reads.ts), and answering public
// pages from the page cache (lib/transports/server/page-cache-serve.ts).
import http from "node:http";
import type { AddressInfo } from "node:net";
import next from "next";
import { env } from "@/lib/platform/env";
import { PEER_HEADER } from "@/lib/http/client-ip";
import { pageCacheControl } from "@/lib/transports/pages/page-cache";
import { withPageStatus } from "@/lib/transports/pages/page-status";
import { guardRequest, parserRefusal } from "@/lib/transports/server/request-guard";
import { isAuthorizationServerRequest, serveAuthorizationServer } from "@/lib/oauth/routes/serve-authorization-server";
import { serveFullTile } from "@/lib/transports/server/serve-full-tile";
import { serveHotRead } from "@/lib/transports/server/hot-reads";
import { compressAnswer } from "@/lib/http/compression";
import { cacheablePage, servePage } from "@/lib/transports/server/page-cache-serve";

export interface StartedServer {
  port: number;
  server: http.Server;
  close(): Promise<void>;
}

// Next announces the internal rewrite target (/worker-host/...) in a response header; clients of the API
// host have no use for it and it would advertise a path the web host refuses.
const INTERNAL_HEADERS = new Set(["x-middleware-rewrite"]);

function hideInternalHeaders(res: http.ServerResponse) {
  const setHeader = res.setHeader.bind(res);
  res.setHeader = (name, value) => (INTERNAL_HEADERS.has(name.toLowerCase()) ? res : setHeader(name, value));
}

// Seconds to wait after a page's 503, the figure every store failure of the API sends (lib/http/route.ts).
const PAGE_RETRY_AFTER_S = 5;

// A page that recorded a status (lib/transports/pages/page-status.ts) is answered with it instead of Next's 200, and
// a page answered 200 gets the edge cache of its kind (lib/transports/pages/page-cache.ts).
function applyPageStatus(req: http.IncomingMessage, res: http.ServerResponse, status: () => number | null) {
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => http.ServerResponse;
  res.writeHead = ((code: number, ...rest: unknown[]) => {
    const asked = status();
    const final = asked !== null && code === 200 ? asked : code;
    const cache =
      final === 200 && /^text\/html\b/.test(String(res.getHeader("content-type") ?? ""))
        ? pageCacheControl(new URL(req.url ?? "/", "http://x").pathname)
        : null;
    if (cache) res.setHeader("cache-control", cache);
    // A page answers 503 only when it could not read the store: wait as long as the API's 503 says.
    if (final === 503 && !res.hasHeader("retry-after")) res.setHeader("retry-after", String(PAGE_RETRY_AFTER_S));
    return writeHead(final, ...rest);
  }) as typeof res.writeHead;
}

// A client gone before its answer (a reset, a body cut off) errors the request stream with `aborted`; with
// no 'error' listener that is an uncaught exception. Next's middleware also swaps a request's stream
// internals, listeners included, for a buffered copy of its body (Next's server/body-streams.js,
// replaceRequestBody), so a listener is added again when the answer closes: Node destroys an unfinished
// request in the same tick the socket closes, and emits the error on the next.
function ignoreRequestError() {}

export async function startServer(opts: {
  dev: boolean;
  port: number;
  hostname?: string;
  dir?: string;
  quiet?: boolean;
  /** Also serve on this port (API_PORT): the same handler; requests there carry the API host's name in Host. */
  apiPort?: number;
}): Promise<StartedServer> {
  const hostname = opts.hostname ?? "localhost";
  // Next's middleware sees loopback and wildcard addresses as "localhost"; the name Next is given must agree, or
  // every middleware rewrite (the API host's) looks like a different origin and is proxied, not routed.
  const nextHostname = /^(127\.\d+\.\d+\.\d+|::1|\[::1\]|0\.0\.0\.0|::)$/.test(hostname) ? "localhost" : hostname;
  const app = next({ dev: opts.dev, dir: opts.dir ?? process.cwd(), port: opts.port, hostname: nextHostname, quiet: opts.quiet });
  await app.prepare();
  const handle = app.getRequestHandler();
  // Requests the full-tile path passed on: the listener runs again for them and hands them to Next.
  const passedOn = new WeakSet<http.IncomingMessage>();
  const listener = function listener(req: http.IncomingMessage, res: http.ServerResponse) {
    req.headers[PEER_HEADER] = req.socket.remoteAddress ?? "";
    req.once("error", ignoreRequestError);
    res.once("close", () => void req.on("error", ignoreRequestError));
    const refusal = guardRequest(req);
    if (refusal) {
      res.writeHead(refusal.status, refusal.headers);
      res.end(req.method === "HEAD" ? undefined : refusal.body);
      return;
    }
    // The routes whose contract says `hot: true`: the same handlers, answered before Next
    // (lib/transports/server/hot-reads.ts). They set no internal header, so they skip the wrapper below.
    if (serveHotRead(req, res)) return;
    hideInternalHeaders(res);
    // The OAuth authorization server is oidc-provider's node handler, not a Next route (see lib/oauth).
    if (isAuthorizationServerRequest(req)) return void serveAuthorizationServer(req, res);
    // A full log tile is immutable: answered from memory before Next; anything else goes on to Next.
    if (req.url?.startsWith("/log/tile/") && !passedOn.has(req)) {
      const passOn = () => void (passedOn.add(req), listener(req, res));
      return void serveFullTile(req, res).then((served) => served || passOn(), passOn);
    }
    const toNext = (beforeNext?: () => void) => {
      // Next's own compression is off (next.config.mjs) and applied here, so the page cache can read an
      // answer before it is compressed.
      compressAnswer(req, res);
      beforeNext?.();
      const page = withPageStatus(() => handle(req, res));
      applyPageStatus(req, res, page.status);
      void page.result;
    };
    // Public pages: from the page cache while what they show is unchanged (lib/page-cache). Not in
    // development, where the code under a page changes with every edit.
    const cacheable = opts.dev ? null : cacheablePage(req);
    if (cacheable) return servePage(req, res, cacheable, toNext);
    toNext();
  };
  const server = http.createServer(listener);
  const onClientError = (err: NodeJS.ErrnoException & { rawPacket?: Buffer }, socket: import("node:stream").Duplex) => {
    // Node's default answer has no request id and no registry code; ECONNRESET needs no answer at all.
    if (err.code === "ECONNRESET" || !socket.writable) return void socket.destroy();
    socket.end(parserRefusal(err.code, err.rawPacket));
  };
  server.on("clientError", onClientError);
  // The API host on its own port: a client reaches it by address alone, no Host header to set.
  const apiHostName = new URL(env().API_URL).host;
  const apiServer = opts.apiPort
    ? http.createServer((req, res) => {
        // Whatever name or address the client used, a request on this port is for the API host.
        req.headers.host = apiHostName;
        listener(req, res);
      })
    : null;
  apiServer?.on("clientError", onClientError);
  if (opts.dev) {
    const upgrade = app.getUpgradeHandler();
    server.on("upgrade", (req, socket, head) => void upgrade(req, socket, head));
  }
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(opts.port, opts.hostname, () => resolve());
  });
  if (apiServer) {
    await new Promise<void>((resolve, reject) => {
      apiServer.once("error", reject);
      apiServer.listen(opts.apiPort, opts.hostname, () => resolve());
    });
  }
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    server,
    async close() {
      if (apiServer) {
        apiServer.closeAllConnections();
        await new Promise<void>((resolve) => apiServer.close(() => resolve()));
      }
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await app.close();
    },
  };
}
