// Arrangements for the EU AI Act tests: an app whose API_URL points at a small recording proxy in front
// of the API host, so a test can see exactly what the web server sent to the API host.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { startApp, type TestApp } from "@/tests/helpers/app";
import { HttpClient } from "@/tests/helpers/client";

export interface Recorded {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
}

export interface ProxiedApp {
  app: TestApp;
  /** The API host as the web server reaches it (through the proxy): DPoP `htu` matches API_URL. */
  api: HttpClient;
  seen: Recorded[];
  /** While true, the proxy drops every connection: the API host is unreachable for the web server. */
  apiDown: boolean;
  stop(): Promise<void>;
}

/** Starts the app with API_URL on a proxy that records each request's method, URL and headers. */
export async function startAppBehindRecorder(extraEnv: Record<string, string> = {}): Promise<ProxiedApp> {
  const seen: Recorded[] = [];
  let target = 0;
  const state = { apiDown: false };
  const proxy = http.createServer((req, res) => {
    if (state.apiDown) {
      req.socket.destroy();
      return;
    }
    seen.push({ method: req.method ?? "", url: req.url ?? "", headers: { ...req.headers } });
    const upstream = http.request({ host: "127.0.0.1", port: target, method: req.method, path: req.url, headers: req.headers }, (up) => {
      res.writeHead(up.statusCode ?? 502, up.headers);
      up.pipe(res);
    });
    upstream.on("error", () => {
      res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
  const proxyPort = (proxy.address() as AddressInfo).port;
  const apiUrl = `http://api.localhost:${proxyPort}`;
  const app = await startApp({ ...extraEnv, API_URL: apiUrl });
  target = app.port;
  return {
    app,
    api: new HttpClient(apiUrl),
    seen,
    get apiDown() {
      return state.apiDown;
    },
    set apiDown(down: boolean) {
      state.apiDown = down;
    },
    async stop() {
      await app.stop();
      await new Promise<void>((resolve) => proxy.close(() => resolve()));
    },
  };
}
