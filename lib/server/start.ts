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

// Next treats a middleware rewrite as internal only when its origin equals http://<hostname>:<port>, and
// its URLs spell every loopback address "localhost": told "127.0.0.1", it would proxy every API-host
// rewrite as an external request (which then reaches the web host). We still listen on the address given.
function nextHostname(hostname: string | undefined): string {
  return !hostname || /^(127\.\d+\.\d+\.\d+|::1|\[::1\])$/.test(hostname) ? "localhost" : hostname;
}

export async function startServer(opts: { dev: boolean; port: number; hostname?: string; dir?: string; quiet?: boolean }): Promise<StartedServer> {
  const app = next({ dev: opts.dev, dir: opts.dir ?? process.cwd(), port: opts.port, hostname: nextHostname(opts.hostname), quiet: opts.quiet });
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
