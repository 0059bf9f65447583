// Our own node:http server around Next's request handler. It exists for one reason Next cannot cover:
// recording the socket's client address (x-svc-client-ip) in a header no client can forge.
import http from "node:http";
import type { AddressInfo } from "node:net";
import next from "next";
import { PEER_HEADER } from "../http/client-ip";

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

export async function startServer(opts: { dev: boolean; port: number; hostname?: string; dir?: string; quiet?: boolean }): Promise<StartedServer> {
  const hostname = opts.hostname ?? "localhost";
  // Next's middleware sees loopback addresses as "localhost"; the name Next is given here must agree, or
  // every middleware rewrite (the API host's) looks like a different origin and is proxied, not routed.
  const nextHostname = /^(127\.\d+\.\d+\.\d+|::1|\[::1\])$/.test(hostname) ? "localhost" : hostname;
  const app = next({ dev: opts.dev, dir: opts.dir ?? process.cwd(), port: opts.port, hostname: nextHostname, quiet: opts.quiet });
  await app.prepare();
  const handle = app.getRequestHandler();
  const server = http.createServer((req, res) => {
    req.headers[PEER_HEADER] = req.socket.remoteAddress ?? "";
    hideInternalHeaders(res);
    void handle(req, res);
  });
  if (opts.dev) {
    const upgrade = app.getUpgradeHandler();
    server.on("upgrade", (req, socket, head) => void upgrade(req, socket, head));
  }
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(opts.port, opts.hostname, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    server,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await app.close();
    },
  };
}
