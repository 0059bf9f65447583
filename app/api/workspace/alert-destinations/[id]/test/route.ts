// POST /api/workspace/alert-destinations/{id}/test – a signed `alert.test`, up to three attempts in 15 s.
import { testDestinationRoute } from "@/lib/contracts/events";
import { answer, sessionRoute } from "@/lib/auth/session-route";
import { getDb } from "@/lib/db/client";
import { sendTestAlert } from "@/lib/events/alert-destinations";
import { listAttempts } from "@/lib/events/endpoints";
import { attemptJson } from "@/lib/events/views";
import { notInWorkspace } from "@/lib/events/web-input";

export const POST = sessionRoute(testDestinationRoute, { page: "/workspace/alerts" }, async (ctx, me) => {
  const db = await getDb();
  const result = await sendTestAlert(db, me.workspace.id, ctx.params.id);
  if (!result) throw notInWorkspace("alert destination");
  const [last] = await listAttempts(db, me.workspace.id, { targetId: ctx.params.id, limit: 1 });
  const notice = result.errorClass ? `Test alert not accepted (${result.status ?? result.errorClass}).` : `Test alert delivered (HTTP ${result.status}).`;
  return answer(ctx.req, { attempt: attemptJson(last!) }, { page: "/workspace/alerts", notice });
});
