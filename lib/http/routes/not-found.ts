// Catch-all handlers so an unknown path under /api (web) or on the API host answers JSON, not a page.
import { ApiError } from "@/lib/http/api-error";
import { errorResponse } from "@/lib/http/render-error";
import { publicUrl, requestIdOf } from "@/lib/http/route";

function notFoundHandler(host: "web" | "api") {
  return async (req: Request): Promise<Response> => {
    const url = publicUrl(req, host);
    const problem = host === "web" && /application\/problem\+json/i.test(req.headers.get("accept") ?? "");
    return errorResponse(
      new ApiError("not_found", { message: `No route ${req.method} ${url.pathname}.` }),
      problem ? "problem" : "plain",
      requestIdOf(req),
    );
  };
}

/** The catch-all route's handlers: every method answers the same 404. */
export function notFoundRoutes(host: "web" | "api") {
  const handler = notFoundHandler(host);
  return { GET: handler, POST: handler, PUT: handler, PATCH: handler, DELETE: handler, HEAD: handler };
}

// Any other path under /api on the web host (app/api/[...rest]).
export const { GET, POST, PUT, PATCH, DELETE, HEAD } = notFoundRoutes("web");
