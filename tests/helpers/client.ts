// The one small HTTP client tests use for both hosts. Node's fetch does not resolve *.localhost, so an
// undici dispatcher maps every *.localhost name to loopback; the Host header is then the real one.
import { Agent, fetch, type RequestInit, type Response } from "undici";

// Idle sockets are dropped well before the server's keep-alive timeout, so a loaded machine never hands a
// request to a socket the server is closing (ECONNRESET on reuse).
const loopbackAgent = () =>
  new Agent({
    keepAliveTimeout: 1_000,
    keepAliveMaxTimeout: 1_000,
    connect: {
      lookup: (hostname, options, callback) => {
        if (hostname === "localhost" || hostname.endsWith(".localhost")) {
          if ((options as { all?: boolean }).all) return callback(null, [{ address: "127.0.0.1", family: 4 }] as never);
          return callback(null, "127.0.0.1", 4);
        }
        return callback(new Error(`tests only reach loopback, not ${hostname}`), "", 4);
      },
    },
  });
let loopback = loopbackAgent();

/**
 * Lets go of every pooled socket (requests under way finish first). An app that stops closes its connections,
 * and the next app listens on the same port: a request must not go out on a socket whose close the client
 * has not read yet.
 */
export function dropPooledConnections(): void {
  const old = loopback;
  loopback = loopbackAgent();
  void old.close();
}

/** fetch with the loopback dispatcher, for third-party clients (OAuth, A2A) that take a fetch function. */
export const loopbackFetch = ((input: string | URL | Request, init?: RequestInit) =>
  fetch(input as string, { ...(init as object), dispatcher: loopback } as RequestInit)) as unknown as typeof globalThis.fetch;

export interface TestResponse<T = any> {
  status: number;
  headers: Headers;
  text: string;
  /** Parsed JSON when the body is JSON, else undefined. */
  body: T;
  raw: Response;
}

export class HttpClient {
  constructor(readonly baseUrl: string) {}

  url(path: string): string {
    return new URL(path, this.baseUrl).toString();
  }

  /** A streaming request (SSE): the caller reads and cancels the body. */
  async stream(path: string, init: RequestInit = {}): Promise<Response> {
    return fetch(this.url(path), { ...init, dispatcher: loopback });
  }

  async request<T = any>(
    method: string,
    path: string,
    init: { headers?: Record<string, string>; body?: unknown; rawBody?: string } = {},
  ): Promise<TestResponse<T>> {
    const headers: Record<string, string> = { ...init.headers };
    let body: string | undefined = init.rawBody;
    if (init.body !== undefined) {
      body = JSON.stringify(init.body);
      headers["content-type"] ??= "application/json";
    }
    const raw = await fetch(this.url(path), { method, headers, body, dispatcher: loopback, redirect: "manual" });
    const text = await raw.text();
    let parsed: unknown;
    if (/json/.test(raw.headers.get("content-type") ?? "")) {
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = undefined;
      }
    }
    return { status: raw.status, headers: raw.headers as unknown as Headers, text, body: parsed as T, raw };
  }

  get<T = any>(path: string, headers?: Record<string, string>) {
    return this.request<T>("GET", path, { headers });
  }

  post<T = any>(path: string, body?: unknown, headers?: Record<string, string>) {
    return this.request<T>("POST", path, { body, headers });
  }
}
