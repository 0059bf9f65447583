// The signed-in user of a web-host request, read from the session cookie only, and the same-origin rule for
// signed-in writes (Origin / Sec-Fetch-Site; the cookie is also SameSite=Lax). route() applies both for
// contracts with `auth: "session"`; the server-rendered pages read who is signed in with currentSignedIn.
import { clock } from "@/lib/platform/clock";
import { getDb } from "@/lib/platform/db/client";
import { env } from "@/lib/platform/env";
import { Refusal } from "@/lib/platform/refusal";
import { SESSION_COOKIE } from "@/lib/auth/session-cookie";
import { activeSession, unsealSessionId, type ActiveSession } from "@/lib/auth/sessions";
import { workspaceOfUser, type WorkspaceRef } from "@/lib/auth/workspaces";

export interface SignedIn {
  session: ActiveSession;
  user: ActiveSession["user"];
  workspace: WorkspaceRef & { role: string };
  /** The sealed session token, forwarded to the API host with the web server's proof. */
  token: string;
}

/** The signed-in user of this request's cookie, or null. Also used by the server-rendered pages. */
export async function currentSignedIn(now: Date = clock().now()): Promise<SignedIn | null> {
  // Loaded when asked: route() imports this module, and code that imports route() also runs outside Next (tests, tasks).
  const { cookies } = await import("next/headers");
  const token = (await cookies()).get(SESSION_COOKIE)?.value;
  if (!token) return null;
  const db = await getDb();
  const session = await activeSession(db, await unsealSessionId(token), now);
  if (!session) return null;
  const workspace = await workspaceOfUser(db, session.userId, session.workspaceId);
  if (!workspace) return null;
  return { session, user: session.user, workspace, token };
}

export function isFormPost(req: Request): boolean {
  return /^application\/x-www-form-urlencoded\b/i.test(req.headers.get("content-type") ?? "");
}

/**
 * Refuses a signed-in write sent from another site: an Origin that is not ours, or Sec-Fetch-Site
 * `cross-site`/`same-site`. `none` (the user started it) and neither header (not a browser) pass: a browser
 * sends both on every cross-site write (docs/security.md, Web host).
 */
export function assertSameOrigin(req: Request): void {
  const site = req.headers.get("sec-fetch-site");
  const origin = req.headers.get("origin");
  if ((site && site !== "same-origin" && site !== "none") || (origin && origin !== new URL(env().BASE_URL).origin)) {
    throw new Refusal("forbidden", { message: "Signed-in requests are accepted from this site's own pages only." });
  }
}

export function seeOther(path: string, params: Record<string, string> = {}): Response {
  const url = new URL(path, env().BASE_URL);
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  return new Response(null, { status: 303, headers: { location: url.toString(), "cache-control": "no-store" } });
}
