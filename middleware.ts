// A short dispatcher: parse the request once, stamp the request id and trace context, and hand each
// host to its own module in lib/middleware. Routing only: no database and no auth decisions here.
import type { NextRequest } from "next/server";
import { hostKind } from "./lib/hosts";
import { continueTraceparent, requestIdFor } from "./lib/http/request-id";
import { API_HOST_HEADERS, apiHost } from "./lib/middleware/api-host";
import { webHost } from "./lib/middleware/web-host";

// Read at run time so one build serves any deployment's hosts.
function urls() {
  return {
    base: process.env.BASE_URL || "http://localhost:3000",
    api: process.env.API_URL || "http://api.localhost:3000",
  };
}

export function middleware(req: NextRequest) {
  const { base, api } = urls();
  const requestId = requestIdFor(req.headers.get("x-request-id"));
  const traceparent = continueTraceparent(req.headers.get("traceparent"));
  const headers = new Headers(req.headers);
  headers.set("x-request-id", requestId);
  if (traceparent) headers.set("traceparent", traceparent);
  else headers.delete("traceparent");

  const kind = hostKind(req.headers.get("host"), base, api);
  const res = kind === "api" ? apiHost(req, headers) : webHost(req, headers, api);

  res.headers.set("x-request-id", requestId);
  if (traceparent) res.headers.set("traceparent", traceparent);
  if (kind === "api") for (const [k, v] of Object.entries(API_HOST_HEADERS)) res.headers.set(k, v);
  return res;
}

export const config = {
  // Every path, so the API host cannot leak the web host's pages or assets.
  matcher: "/:path*",
};
