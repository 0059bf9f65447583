// POST /api/workspace/companies/{slug}/reread – a member asks for a reading of their own company now.
import { answer, sessionRoute } from "@/lib/http/session-route";
import { rereadRoute } from "@/lib/witness/routes/company-reread.contract";
import { clock } from "@/lib/platform/clock";
import { getDb } from "@/lib/platform/db/client";
import { ApiError } from "@/lib/http/api-error";
import { requestReread, RereadTooSoonError } from "@/lib/witness/engine/request-reread";

export const POST = sessionRoute(rereadRoute, { page: "/workspace" }, async (ctx, me) => {
  try {
    const done = await requestReread(await getDb(), { workspaceId: me.workspace.id, slug: ctx.params.slug });
    if (!done) throw new ApiError("not_found", { message: "No company with this slug and a domain in your workspace." });
    const body = { slug: ctx.params.slug, requested_at: done.requestedAt.toISOString(), next_allowed_at: done.nextAllowedAt.toISOString() };
    return answer(ctx.req, body, { status: 202, page: "/workspace", notice: "Re-read asked for: the reading lands in a few seconds." });
  } catch (err) {
    if (!(err instanceof RereadTooSoonError)) throw err;
    if (err.running) {
      throw new ApiError("busy", {
        message: "The re-read asked for last is still running: its reading lands in a few seconds.",
        retryAfter: 5,
      });
    }
    const retryAfter = Math.max(1, Math.ceil((err.retryAt.getTime() - clock().nowMs()) / 1000));
    throw new ApiError("rate_limited", {
      message: `This company was re-read less than ten minutes ago; ask again after ${err.retryAt.toISOString()}.`,
      retryAfter,
      retryAt: err.retryAt,
    });
  }
});
