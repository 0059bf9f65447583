// Catch-all handlers so an unknown path under /api (web) or on the API host answers JSON, not a page.
import { ApiError } from "./api-error";
import { errorResponse } from "./render-error";
import { publicUrl, requestIdOf } from "./route";

export function notFoundHandler(host: "web" | "api") {
  return async (req: Request): Promise<Response> => {
    const url = publicUrl(req, host);
    const problem = host === "web" && /application\/problem\+json/i.test(req.headers.get("accept") ?? "");
    return errorResponse(new ApiError("not_found", { message: `No route ${req.method} ${url.pathname}.` }), problem ? "problem" : "plain", requestIdOf(req));
  };
}
