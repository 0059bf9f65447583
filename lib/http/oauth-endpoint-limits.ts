// Rate limits in front of the authorization server's two unauthenticated writes: POST /oauth/register
// (RFC 7591) and POST /oauth/token, per client network and counted across instances (lib/ratelimit). A
// refusal is the registry's 429 `rate_limited` with `Retry-After`, in the OAuth error shape a client
// library reads (RFC 6749 5.2: `error` and `error_description`) next to the worker body's `message`.
import type { IncomingMessage, ServerResponse } from "node:http";
import { ApiError } from "@/lib/http/api-error";
import { clientNetwork } from "@/lib/http/client-ip";
import { errorBody } from "@/lib/http/render-error";
import { refuseOverLimit } from "@/lib/http/rate-limit";
import { POLICIES, type LimitPolicy } from "@/lib/platform/ratelimit/policies";
import { OAUTH_PREFIX } from "@/lib/oauth/provider-constants";

const LIMITED: Record<string, LimitPolicy> = {
  [`${OAUTH_PREFIX}/register`]: POLICIES.oauthRegister,
  [`${OAUTH_PREFIX}/token`]: POLICIES.oauthToken,
};

function headersOf(req: IncomingMessage): Headers {
  const h = new Headers();
  for (const [k, v] of Object.entries(req.headers)) if (typeof v === "string") h.set(k, v);
  return h;
}

/** Spends one request when `req` is a limited endpoint; answers the 429 itself and returns true when over the limit. */
export async function refusedOverLimit(req: IncomingMessage, res: ServerResponse, path: string, requestId: string): Promise<boolean> {
  const policy = req.method === "POST" ? LIMITED[path] : undefined;
  if (!policy) return false;
  const what = policy === POLICIES.oauthRegister ? "client registrations" : "token requests";
  try {
    await refuseOverLimit(policy, clientNetwork(headersOf(req)), "from one client network", what);
    return false;
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    const body = errorBody(err, "plain", requestId);
    res.writeHead(err.status, {
      "content-type": "application/json; charset=utf-8",
      "cache-control": "no-store",
      "retry-after": String(err.options.retryAfter),
    });
    res.end(JSON.stringify({ ...body, error_description: err.message }));
    return true;
  }
}
