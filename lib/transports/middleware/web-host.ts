// The web host: pages, /api/..., schemas and contracts. Never the worker's paths. Public reads are
// readable cross-origin (Access-Control-Allow-Origin: *, never with credentials); preflights answered here.
import { NextResponse, type NextRequest } from "next/server";
import { markdownTarget, isPagePath, MARKDOWN_SEGMENT } from "@/lib/transports/middleware/markdown-twin";
import { notFoundJson } from "@/lib/transports/middleware/not-found";
import { CORS_EXPOSE, isPublicRead } from "@/lib/transports/middleware/cors";

const WORKER_ONLY_PATHS = [
  "worker-host(/|$)",
  "public(/|$)",
  "v1(/|$)",
  "log(/|$)",
  "a2a(/|$)",
  String.raw`\.well-known/agent-card\.json$`,
  String.raw`\.well-known/oauth-protected-resource(/|$)`,
];
const WORKER_ONLY = new RegExp(`^/(${WORKER_ONLY_PATHS.join("|")})`);

export function webHost(req: NextRequest, requestHeaders: Headers, apiUrl: string): NextResponse {
  const path = req.nextUrl.pathname;
  if (WORKER_ONLY.test(path)) {
    return notFoundJson(`${path} is served on the API host (${apiUrl}), not on the web host.`);
  }
  if (MARKDOWN_SEGMENT.test(path)) {
    return notFoundJson(`${path} is internal. Add .md to a page's address, or ask for it with Accept: text/markdown.`);
  }
  const cors = isPublicRead(path);
  if (req.method === "OPTIONS" && cors) {
    return new NextResponse(null, {
      status: 204,
      headers: {
        "access-control-allow-origin": "*",
        "access-control-allow-methods": "GET, HEAD, POST, OPTIONS",
        "access-control-allow-headers": "Accept, Content-Type, Svc-Contract, X-Request-Id, traceparent, Last-Event-ID",
        "access-control-max-age": "86400",
        "cache-control": "public, max-age=86400",
      },
    });
  }
  const twin = markdownTarget(path, req.headers.get("accept"));
  let res: NextResponse;
  if (twin) {
    const url = req.nextUrl.clone();
    url.pathname = twin;
    res = NextResponse.rewrite(url, { request: { headers: requestHeaders } });
  } else {
    res = NextResponse.next({ request: { headers: requestHeaders } });
  }
  // A page and its Markdown twin share one address, chosen by Accept: caches must keep them apart.
  if (isPagePath(path)) res.headers.set("vary", "Accept");
  if (cors) {
    res.headers.set("access-control-allow-origin", "*");
    res.headers.set("access-control-expose-headers", CORS_EXPOSE);
  }
  return res;
}
