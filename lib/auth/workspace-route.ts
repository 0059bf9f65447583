// The wrapper for API-host routes called with a workspace credential: authenticates first (so a caller
// without a valid credential learns nothing about the body, not even whether it parses), then reads the
// body, runs the handler, and writes every write (method, path, status, credential, whether an idempotent
// replay) to the workspace's audit log, refused bodies included. Reads are not logged.
import { getDb } from "../db/client";
import { recordAuditEvent } from "../audit/record-audit-event";
import { isApiError } from "../http/api-error";
import type { RouteContract } from "../http/contract";
import { DEFAULT_MAX_BODY, parseJsonBody } from "../http/input";
import { route, type RouteContext } from "../http/route";
import { authenticateWorkspace, type AuthenticateOptions, type WorkspaceAuth } from "./authenticate-workspace";

const READS = new Set(["GET", "HEAD", "OPTIONS"]);

export function workspaceRoute<C extends RouteContract>(
  contract: C,
  options: AuthenticateOptions,
  handler: (ctx: RouteContext<C>, auth: WorkspaceAuth) => Promise<Response>,
) {
  // route() would parse the body before the handler runs; here it is parsed after authentication.
  const { body: bodySchema, ...withoutBody } = contract;
  return route(withoutBody as C, async (ctx) => {
    const auth = await authenticateWorkspace(ctx, options);
    const readBody = async () => {
      if (!bodySchema) return;
      const parsed = await parseJsonBody(ctx.req, bodySchema, contract.maxBodyBytes ?? DEFAULT_MAX_BODY, contract.bodyErrorCode ?? "bad_request", contract.forms);
      Object.assign(ctx, { body: parsed.data, rawBody: parsed.raw, contract });
    };
    if (READS.has(ctx.req.method)) {
      await readBody();
      return handler(ctx, auth);
    }
    let status = 500;
    let replay = false;
    try {
      await readBody();
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
