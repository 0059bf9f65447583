// Handlers for the methods a route file does not answer. Next.js would send an empty 405; ours names
// the allowed methods in `Allow` and in a body rendered by the error registry like every other error.
import { ApiError } from "@/lib/http/api-error";
import { errorResponse, type ErrorFormat } from "@/lib/http/render-error";
import { requestIdOf } from "@/lib/http/route";

export function methodNotAllowed(allowed: readonly string[], format: ErrorFormat | "negotiate" = "negotiate") {
  const handler = async (req: Request): Promise<Response> => {
    const problem = format === "problem" || (format === "negotiate" && /application\/problem\+json/i.test(req.headers.get("accept") ?? ""));
    const err = new ApiError("method_not_allowed", {
      message: `${req.method} is not answered here; use ${allowed.join(" or ")}.`,
      headers: { allow: allowed.join(", ") },
    });
    return errorResponse(err, problem ? "problem" : "plain", requestIdOf(req));
  };
  return { GET: handler, POST: handler, PUT: handler, PATCH: handler, DELETE: handler };
}
