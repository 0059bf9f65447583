// The web host's /api/eu/... routes: each forwards the signed-in user's call to the same operation on the
// API host (/v1/eu/...) with a server-minted scoped token and the server's DPoP proof, never the cookie.
// The API host's refusals are re-raised through the error registry, so the web host renders them in its
// own format (plain or problem+json); a reused Idempotency-Key is 409 here, as on every signed-in web write.
// An HTML form post gets a 303 back to the page with a notice.
import { callApiHost } from "@/lib/auth/api-host-client";
import { seeOther, isFormPost, sessionRoute, type SignedIn } from "@/lib/http/session-route";
import { ApiError } from "@/lib/http/api-error";
import { apiHostRefusal } from "@/lib/http/api-host-refusal";
import type { RouteContract } from "@/lib/http/contract";
import { json } from "@/lib/http/respond";
import type { RouteContext } from "@/lib/http/route";
import { serverScopedToken } from "@/lib/http/eu-forward/server-scoped-token";

export interface ForwardOptions {
  /** The notice a successful form post shows on the page it returns to. */
  notice?: string;
}

const LIST_PAGE = "/workspace/ai-systems";
const systemPage = (id: string) => `${LIST_PAGE}/${encodeURIComponent(id)}`;
type SegmentContext = { params: Promise<Record<string, string | string[] | undefined>> };

function apiPath(contract: RouteContract, params: Record<string, string> | undefined, search: string): string {
  const path = contract.path
    .replace(/^\/api\/eu/, "/v1/eu")
    .replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params?.[name] ?? ""));
  return path + search;
}

export function forwardEu<C extends RouteContract>(contract: C, opts: ForwardOptions = {}) {
  const operation = contract.method === "GET" ? "eu.read" : "eu.write";
  const handler = async (ctx: RouteContext<C>, me: SignedIn) => {
    const key = ctx.req.headers.get("idempotency-key");
    const token = await serverScopedToken(me, operation);
    let answer;
    try {
      answer = await callApiHost({
        token,
        method: contract.method as "GET" | "POST",
        path: apiPath(contract, ctx.params as Record<string, string> | undefined, ctx.url.search),
        body: contract.body ? (ctx.body ?? {}) : undefined,
        requestId: ctx.requestId,
        headers: key === null ? {} : { "idempotency-key": key },
      });
    } catch (err) {
      // Connection refused or reset, or no answer within the client's timeouts: say so at once, never hang.
      throw new ApiError("api_host_unavailable", {
        message:
          "The API host could not be reached; nothing was read. A write's outcome is unknown: retry it with the same Idempotency-Key.",
        retryAfter: 5,
        cause: err,
      });
    }
    if (answer.status >= 400) throw apiHostRefusal(answer.status, answer.body, answer.headers);
    const headers: Record<string, string> = {};
    if (key !== null) headers["idempotency-status"] = answer.headers.get("idempotency-replayed") === "true" ? "replayed" : "new";
    if (isFormPost(ctx.req)) {
      // A form returns to the system's page (a new system's own page after creation).
      const id = (ctx.params as { id?: string } | undefined)?.id ?? (answer.body as { id?: string }).id;
      return seeOther(id ? systemPage(id) : LIST_PAGE, opts.notice ? { notice: opts.notice } : {});
    }
    return json(answer.body, { status: answer.status, headers });
  };
  // A refused form post goes back (with `?error=`) to the page it came from: the system's page when the path names one.
  const onList = sessionRoute(contract, { page: LIST_PAGE, forwardsIdempotencyKey: true }, handler);
  return async (req: Request, segment?: SegmentContext): Promise<Response> => {
    const id = (await segment?.params)?.id;
    if (typeof id !== "string") return onList(req, segment);
    return sessionRoute(contract, { page: systemPage(id), forwardsIdempotencyKey: true }, handler)(req, segment);
  };
}
