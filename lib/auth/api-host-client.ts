// The web host's server calling the API host on a signed-in user's behalf: `Authorization: DPoP <session
// token>` and a proof signed by the web server's own key (server-key.ts). The target is always the
// configured API_URL, never a URL from a request, so this call does not go through the SSRF guard.
import { randomUUID } from "node:crypto";
import { SignJWT } from "jose";
import { Agent, fetch } from "undici";
import { env } from "@/lib/platform/env";
import { serverKey } from "@/lib/auth/server-key";
import { sha256B64url } from "@/lib/auth/tokens";
import { clock } from "@/lib/platform/clock";

// Node does not resolve `*.localhost` (the development API host); every other name resolves normally.
const dispatcher = new Agent({
  connect: {
    lookup: (hostname, options, callback) => {
      if (hostname === "localhost" || hostname.endsWith(".localhost")) {
        if ((options as { all?: boolean }).all) return callback(null, [{ address: "127.0.0.1", family: 4 }] as never);
        return callback(null, "127.0.0.1", 4);
      }
      return import("node:dns").then((dns) => dns.lookup(hostname, options, callback as never));
    },
  },
  headersTimeout: 10_000,
  bodyTimeout: 10_000,
});

export async function serverDpopProof(method: string, url: string, accessToken: string, now: Date = clock().now()): Promise<string> {
  const key = await serverKey();
  return new SignJWT({ htm: method, htu: url, jti: randomUUID(), ath: sha256B64url(accessToken) })
    .setProtectedHeader({ alg: "EdDSA", typ: "dpop+jwt", jwk: key.publicJwk })
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .sign(key.privateKey);
}

export interface ApiHostAnswer {
  status: number;
  body: unknown;
  headers: Headers;
}

export async function callApiHostAsSession(opts: {
  sessionToken: string;
  method: "GET" | "POST";
  path: string;
  body?: unknown;
  requestId?: string;
}): Promise<ApiHostAnswer> {
  return callApiHost({ token: opts.sessionToken, method: opts.method, path: opts.path, body: opts.body, requestId: opts.requestId });
}

/**
 * The web server calling the API host with `Authorization: DPoP <token>` and its own proof: the token is a
 * sealed session (POST /v1/tokens) or a scoped token minted for a session and bound to this server's key
 * (the EU AI Act API). `body` is sent as JSON.
 */
export async function callApiHost(opts: {
  token: string;
  method: "GET" | "POST";
  path: string;
  body?: unknown;
  requestId?: string;
  headers?: Record<string, string>;
}): Promise<ApiHostAnswer> {
  const url = new URL(opts.path, env().API_URL);
  const htu = url.origin + url.pathname;
  const headers: Record<string, string> = {
    ...opts.headers,
    authorization: `DPoP ${opts.token}`,
    dpop: await serverDpopProof(opts.method, htu, opts.token),
    accept: "application/json",
  };
  if (opts.requestId) headers["x-request-id"] = opts.requestId;
  if (opts.body !== undefined) headers["content-type"] = "application/json";
  const res = await fetch(url, {
    method: opts.method,
    headers,
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    dispatcher,
    redirect: "manual",
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: handed back as text
  }
  return { status: res.status, body, headers: res.headers as unknown as Headers };
}
