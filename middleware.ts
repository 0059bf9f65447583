// A short dispatcher: parse the request once, stamp the request id and trace context, and hand each
// host to its own module in lib/middleware. Routing only: no database and no auth decisions here.
import type { NextRequest } from "next/server";
import { hostKind } from "@/lib/platform/hosts";
import { continueTraceparent, requestIdFor } from "@/lib/http/request-id";
import { isPagePath } from "@/lib/transports/middleware/markdown-twin";
import { stampAnswer } from "@/lib/transports/middleware/answer-headers";
import { newNonce, pagePolicy } from "@/lib/transports/middleware/security-headers";
import { apiHost } from "@/lib/transports/worker/api-host";
import { webHost } from "@/lib/transports/middleware/web-host";

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
  const path = req.nextUrl.pathname;
  const https = (kind === "api" ? api : base).startsWith("https:");
  // A page's policy travels on the request too: Next takes the nonce from there for the scripts it adds.
  const page = kind === "web" && isPagePath(path) && !/\.md$/.test(path);
  const nonce = newNonce();
  if (page) headers.set("content-security-policy", pagePolicy(nonce, https));
  const res = kind === "api" ? apiHost(req, headers) : webHost(req, headers, api);
  stampAnswer(res.headers, { kind, path, page, nonce, https, requestId, traceparent });
  return res;
}

export const config = {
  // Every path, so the API host cannot leak the web host's pages or assets.
  matcher: "/:path*",
};
