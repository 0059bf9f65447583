// Revoking something of one's own account (a browser session, an OAuth grant): scoped to the signed-in user,
// so another account's id is simply not found (404); the revocation joins the workspace's audit log.
import type { AuditAction } from "@/lib/vocabulary/audit-actions";
import { recordAuditEvent } from "@/lib/audit/record-audit-event";
import { getDb, type Db } from "@/lib/platform/db/client";
import { ApiError } from "@/lib/http/api-error";
import { revokeOAuthGrant } from "@/lib/oauth/grants";
import { answer, type SignedIn } from "@/lib/http/session-route";
import { revokeSession } from "@/lib/auth/sessions";

interface OwnThing {
  revoke: (db: Db, userId: string, id: string) => Promise<boolean>;
  missing: string;
  action: AuditAction;
  detail: (me: SignedIn, id: string) => Record<string, string | boolean>;
  /** Where a form returns: revoking the session in use signs this browser out. */
  page: (me: SignedIn, id: string) => string;
  notice: string;
}

const ACCOUNT_PAGE = "/account/security";

export const OWN_SESSIONS: OwnThing = {
  revoke: (db, userId, id) => revokeSession(db, userId, id),
  missing: "No live session with this id on your account.",
  action: "session.revoked",
  detail: (me, id) => ({ current: id === me.session.id }),
  page: (me, id) => (id === me.session.id ? "/sign-in" : ACCOUNT_PAGE),
  notice: "Session revoked.",
};

export const OWN_OAUTH_GRANTS: OwnThing = {
  revoke: revokeOAuthGrant,
  missing: "No OAuth grant with this id on your account.",
  action: "oauth_grant.revoked",
  detail: (_me, id) => ({ grant: id }),
  page: () => ACCOUNT_PAGE,
  notice: "Access revoked.",
};

export async function revokeOwn(req: Request, me: SignedIn, id: string, thing: OwnThing): Promise<Response> {
  const db = await getDb();
  if (!(await thing.revoke(db, me.user.id, id))) throw new ApiError("not_found", { message: thing.missing });
  await recordAuditEvent(db, {
    workspaceId: me.workspace.id,
    action: thing.action,
    actorType: "user",
    actorId: me.user.id,
    detail: thing.detail(me, id),
  });
  return answer(req, { ok: true }, { page: thing.page(me, id), notice: thing.notice });
}
