// The API host: only the worker's paths, rewritten into app/worker-host; everything else is a JSON 404.
import { NextResponse, type NextRequest } from "next/server";
import { notFoundJson } from "@/lib/transports/middleware/not-found";
import { workerHostPath } from "@/lib/transports/worker/api-host-paths";

export function apiHost(req: NextRequest, requestHeaders: Headers): NextResponse {
  const path = req.nextUrl.pathname;
  const target = workerHostPath(path);
  if (target) {
    const url = req.nextUrl.clone();
    url.pathname = target;
    return NextResponse.rewrite(url, { request: { headers: requestHeaders } });
  }
  return notFoundJson(
    `No route ${path} on the API host. It serves /public/..., /v1/..., /log/..., /a2a/v1 and /.well-known/agent-card.json.`,
  );
}
