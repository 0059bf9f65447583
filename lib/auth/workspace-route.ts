// The wrapper for API-host routes called with a workspace credential: authenticates first, then runs the
// handler, and writes every write (method, path, status, credential, whether an idempotent replay) to
// the workspace's audit log. Reads are not logged.
import { getDb } from "../db/client";
import { recordAuditEvent } from "../audit/record-audit-event";
import { isApiError } from "../http/api-error";
import type { RouteContract } from "../http/contract";
import { route, type RouteContext } from "../http/route";
import { authenticateWorkspace, type AuthenticateOptions, type WorkspaceAuth } from "./authenticate-workspace";

const READS = new Set(["GET", "HEAD", "OPTIONS"]);

export function workspaceRoute<C extends RouteContract>(
  contract: C,
  options: AuthenticateOptions,
  handler: (ctx: RouteContext<C>, auth: WorkspaceAuth) => Promise<Response>,
) {
  return route(contract, async (ctx) => {
    const auth = await authenticateWorkspace(ctx, options);
    if (READS.has(ctx.req.method)) return handler(ctx, auth);
    let status = 500;
    let replay = false;
    try {
      const res = await handler(ctx, auth);
      status = res.status;
      replay = res.headers.get("idempotency-replayed") === "true";
      return res;
    } catch (err) {
      status = isApiError(err) ? err.status : 500;
      throw err;
    } finally {
      await recordAuditEvent(await getDb(), {
        workspaceId: auth.workspaceId,
        action: "credential.write",
        actorType: auth.credential.kind,
        actorId: auth.credential.id,
        method: ctx.req.method,
        path: ctx.url.pathname,
        status,
        credential: auth.credentialRef,
        replay,
      });
    }
  });
}
