// The authorization server's place in our own node:http server (lib/transports/server/start.ts): on the web host,
// /oauth/... and the RFC 8414 metadata go to oidc-provider's node handler instead of Next. The library
// serves its metadata at /.well-known/openid-configuration; RFC 8414 asks for
// /.well-known/oauth-authorization-server for an issuer without a path, so that address is mapped to it.
import type { IncomingMessage, ServerResponse } from "node:http";
import { env } from "@/lib/platform/env";
import { hostKind } from "@/lib/platform/hosts";
import { requestIdFor } from "@/lib/http/request-id";
import { refusedOverLimit } from "@/lib/http/oauth-endpoint-limits";
import { OAUTH_PREFIX } from "@/lib/oauth/provider-constants";
import { oauthProvider } from "@/lib/oauth/provider";
import { ensureTaskSweep } from "@/lib/transports/a2a/sweep-expired-tasks";

const RFC8414 = "/.well-known/oauth-authorization-server";
const OIDC_DISCOVERY = "/.well-known/openid-configuration";
// Only the RFC 8414 address: the service does not present itself as an OpenID provider.
const PATHS = new RegExp(`^(${OAUTH_PREFIX}(/|$)|${RFC8414.replace(/\./g, "\\.")}$)`);

/** True for a request the authorization server answers (web host only; the API host never serves it). */
export function isAuthorizationServerRequest(req: IncomingMessage): boolean {
  const path = (req.url ?? "/").split("?")[0];
  if (!PATHS.test(path)) return false;
  const e = env();
  return hostKind(req.headers.host ?? null, e.BASE_URL, e.API_URL) === "web";
}

// Koa composes its middleware on every callback() call: one node handler per provider instance.
const handlers = new WeakMap<object, ReturnType<Awaited<ReturnType<typeof oauthProvider>>["callback"]>>();
function handlerOf(provider: Awaited<ReturnType<typeof oauthProvider>>) {
  let handler = handlers.get(provider);
  if (!handler) handlers.set(provider, (handler = provider.callback()));
  return handler;
}

export async function serveAuthorizationServer(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const requestId = requestIdFor(typeof req.headers["x-request-id"] === "string" ? req.headers["x-request-id"] : null);
  res.setHeader("x-request-id", requestId);
  try {
    const [path, query] = (req.url ?? "/").split(/\?(.*)/s, 2);
    if (await refusedOverLimit(req, res, path, requestId)) return;
    const provider = await oauthProvider();
    ensureTaskSweep();
    if (path === RFC8414) {
      req.url = query ? `${OIDC_DISCOVERY}?${query}` : OIDC_DISCOVERY;
      // Metadata is public: readable cross-origin, like the other public reads of the web host.
      res.setHeader("access-control-allow-origin", "*");
    }
    handlerOf(provider)(req, res);
  } catch {
    if (!res.headersSent) {
      res.statusCode = 503;
      res.setHeader("content-type", "application/json");
      res.setHeader("retry-after", "5");
    }
    res.end(
      JSON.stringify({ error: "authorization_server_unavailable", message: "The authorization server cannot start; retry shortly." }),
    );
  }
}
