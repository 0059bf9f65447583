// The web-host routes behind a session (/api/auth, /api/account, /api/workspace). route() does the work:
// same-origin writes, the signed-in user from the cookie only, and both callers of these routes: JSON
// clients, and HTML forms posted without JavaScript, which get a 303 back to a page (errors as `?error=`).
// These wrappers only set the contract's fields.
import type { RouteContract } from "@/lib/http/contract";
import { json } from "@/lib/http/respond";
import { route, type RouteContext } from "@/lib/http/route";
import { withWebIdempotency } from "@/lib/http/web-idempotency";
import { isFormPost, seeOther, type SignedIn } from "@/lib/auth/signed-in";

export { currentSignedIn, isFormPost, seeOther, type SignedIn } from "@/lib/auth/signed-in";

/** JSON for API callers; a 303 to `page` (with a notice) for a form posted by a page. */
export function answer(req: Request, body: unknown, opts: { status?: number; page: string; notice?: string }): Response {
  if (isFormPost(req)) return seeOther(opts.page, opts.notice ? { notice: opts.notice } : {});
  return json(body, { status: opts.status ?? 200 });
}

export interface SessionRouteOptions {
  /** The page a form post returns to with `?error=` when it fails. */
  page: string;
  /** The handler forwards Idempotency-Key to the API host, which keeps the answer: not kept here too. */
  forwardsIdempotencyKey?: boolean;
}

type Handler<C extends RouteContract, S> = (ctx: RouteContext<C>, signedIn: S) => Promise<Response>;

/** A route that needs a signed-in user (`auth: "session"`). */
export function sessionRoute<C extends RouteContract>(contract: C, opts: SessionRouteOptions, handler: Handler<C, SignedIn>) {
  return route({ ...contract, auth: "session", formPage: opts.page }, (ctx) => {
    const signedIn = ctx.signedIn!;
    // Signed-in writes honour Idempotency-Key, unless the handler forwards the key to the API host.
    if (ctx.req.method === "GET" || opts.forwardsIdempotencyKey) return handler(ctx, signedIn);
    return withWebIdempotency(ctx, signedIn.user.id, () => handler(ctx, signedIn));
  });
}

/** A route open to anyone (sign-up, sign-in, confirmation), still same-origin only for writes. */
export function publicFormRoute<C extends RouteContract>(contract: C, opts: SessionRouteOptions, handler: Handler<C, SignedIn | null>) {
  return route({ ...contract, optionalSession: true, formPage: opts.page }, (ctx) => handler(ctx, ctx.signedIn ?? null));
}
