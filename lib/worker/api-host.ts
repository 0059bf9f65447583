// The API host: only the worker's paths, rewritten into app/worker-host; everything else is a JSON 404.
import { NextResponse, type NextRequest } from "next/server";
import { notFoundJson } from "@/lib/middleware/not-found";

// Public path prefix → internal path under /worker-host. `.well-known` becomes a real segment name.
const ROUTES: [RegExp, (p: string) => string][] = [
  [/^\/public(\/.*)?$/, (p) => `/worker-host${p}`],
  [/^\/v1(\/.*)?$/, (p) => `/worker-host${p}`],
  [/^\/log(\/.*)?$/, (p) => `/worker-host${p}`],
  [/^\/a2a\/v1\/?$/, () => `/worker-host/a2a/v1`],
  [/^\/\.well-known\/agent-card\.json$/, () => `/worker-host/well-known/agent-card.json`],
  [
    /^\/\.well-known\/oauth-protected-resource(\/.*)?$/,
    (p) => `/worker-host/well-known/oauth-protected-resource${p.slice("/.well-known/oauth-protected-resource".length)}`,
  ],
];

export function apiHost(req: NextRequest, requestHeaders: Headers): NextResponse {
  const path = req.nextUrl.pathname;
  for (const [pattern, target] of ROUTES) {
    if (pattern.test(path)) {
      const url = req.nextUrl.clone();
      url.pathname = target(path);
      return NextResponse.rewrite(url, { request: { headers: requestHeaders } });
    }
  }
  return notFoundJson(
    `No route ${path} on the API host. It serves /public/..., /v1/..., /log/..., /a2a/v1 and /.well-known/agent-card.json.`,
  );
}
