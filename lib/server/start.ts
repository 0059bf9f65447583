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

export async function startServer(opts: { dev: boolean; port: number; hostname?: string; dir?: string; quiet?: boolean }): Promise<StartedServer> {
  // Next names a loopback address "localhost" in the middleware's URL; giving it the same name keeps the
  // API host's rewrites same-origin (served in place) instead of proxied as an external request.
  const nextHostname = !opts.hostname || /^(127\.\d+\.\d+\.\d+|::1|\[::1\])$/.test(opts.hostname) ? "localhost" : opts.hostname;
  const app = next({ dev: opts.dev, dir: opts.dir ?? process.cwd(), port: opts.port, hostname: nextHostname, quiet: opts.quiet });
  await app.prepare();
  const handle = app.getRequestHandler();
  const server = http.createServer((req, res) => {
    req.headers[PEER_HEADER] = req.socket.remoteAddress ?? "";
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
