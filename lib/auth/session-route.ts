// The wrapper for web-host routes behind a session (/api/auth, /api/account, /api/workspace). It refuses
// cross-site writes (Origin / Sec-Fetch-Site; the cookie is also SameSite=Lax), resolves the signed-in
// user and their workspace from the cookie only, and serves both callers of these routes: JSON clients,
// and HTML forms posted without JavaScript, which get a 303 back to a page (errors as `?error=`).
import { cookies } from "next/headers";
import { getDb } from "../db/client";
import { env } from "../env";
import { ApiError } from "../http/api-error";
import type { RouteContract } from "../http/contract";
import { json } from "../http/respond";
import { route, type RouteContext } from "../http/route";
import { SESSION_COOKIE } from "./session-cookie";
import { activeSession, unsealSessionId, type ActiveSession } from "./sessions";
import { workspaceOfUser, type WorkspaceRef } from "./workspaces";

export interface SignedIn {
  session: ActiveSession;
  user: ActiveSession["user"];
  workspace: WorkspaceRef & { role: string };
  /** The sealed session token, forwarded to the API host with the web server's proof. */
  token: string;
}

/** The signed-in user of this request's cookie, or null. Also used by the server-rendered pages. */
export async function currentSignedIn(now: Date = new Date()): Promise<SignedIn | null> {
  const token = (await cookies()).get(SESSION_COOKIE)?.value;
  if (!token) return null;
  const db = await getDb();
  const session = await activeSession(db, await unsealSessionId(token), now);
  if (!session) return null;
  const workspace = await workspaceOfUser(db, session.userId);
  if (!workspace) return null;
  return { session, user: session.user, workspace, token };
}

export function isFormPost(req: Request): boolean {
  return /^application\/x-www-form-urlencoded\b/i.test(req.headers.get("content-type") ?? "");
}

function assertSameOrigin(req: Request): void {
  const site = req.headers.get("sec-fetch-site");
  const origin = req.headers.get("origin");
  if ((site && site !== "same-origin" && site !== "none") || (origin && origin !== new URL(env().BASE_URL).origin)) {
    throw new ApiError("forbidden", { message: "Signed-in requests are accepted from this site's own pages only." });
  }
}

export function seeOther(path: string, params: Record<string, string> = {}): Response {
  const url = new URL(path, env().BASE_URL);
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  return new Response(null, { status: 303, headers: { location: url.toString(), "cache-control": "no-store" } });
}

/** JSON for API callers; a 303 to `page` (with a notice) for a form posted by a page. */
export function answer(req: Request, body: unknown, opts: { status?: number; page: string; notice?: string }): Response {
  if (isFormPost(req)) return seeOther(opts.page, opts.notice ? { notice: opts.notice } : {});
  return json(body, { status: opts.status ?? 200 });
}

export interface SessionRouteOptions {
  /** The page a form post returns to with `?error=` when it fails. */
  page: string;
}

type Handler<C extends RouteContract, S> = (ctx: RouteContext<C>, signedIn: S) => Promise<Response>;

type SegmentContext = { params: Promise<Record<string, string | string[] | undefined>> };
type NextHandler = (req: Request, segment?: SegmentContext) => Promise<Response>;

function formErrors(page: string, inner: NextHandler): NextHandler {
  return async (req, seg) => {
    const res = await inner(req, seg);
    if (!isFormPost(req) || res.status < 400) return res;
    const body = (await res.json().catch(() => null)) as { message?: string; detail?: string } | null;
    return seeOther(page, { error: body?.message ?? body?.detail ?? "The request failed." });
  };
}

/** A route that needs a signed-in user. */
export function sessionRoute<C extends RouteContract>(contract: C, opts: SessionRouteOptions, handler: Handler<C, SignedIn>) {
  return formErrors(
    opts.page,
    route(contract, async (ctx) => {
      if (ctx.req.method !== "GET") assertSameOrigin(ctx.req);
      const signedIn = await currentSignedIn();
      if (!signedIn) throw new ApiError("unauthorized", { message: "Sign in first." });
      return handler(ctx, signedIn);
    }),
  );
}

/** A route open to anyone (sign-up, sign-in, confirmation), still same-origin only for writes. */
export function publicFormRoute<C extends RouteContract>(contract: C, opts: SessionRouteOptions, handler: Handler<C, SignedIn | null>) {
  return formErrors(
    opts.page,
    route(contract, async (ctx) => {
      if (ctx.req.method !== "GET") assertSameOrigin(ctx.req);
      return handler(ctx, await currentSignedIn());
    }),
  );
}
