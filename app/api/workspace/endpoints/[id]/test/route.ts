// POST /api/workspace/endpoints/{id}/test – send a signed `ping` now; the attempt joins the delivery log.
import { testEndpointRoute } from "@/lib/contracts/events";
import { answer, sessionRoute } from "@/lib/auth/session-route";
import { getDb } from "@/lib/db/client";
import { listAttempts, sendTestEvent } from "@/lib/events/endpoints";
import { attemptJson } from "@/lib/events/views";
import { notInWorkspace } from "@/lib/events/web-input";

export const POST = sessionRoute(testEndpointRoute, { page: "/workspace/endpoints" }, async (ctx, me) => {
  const db = await getDb();
  const result = await sendTestEvent(db, me.workspace.id, ctx.params.id);
  if (!result) throw notInWorkspace("endpoint");
  const [last] = await listAttempts(db, me.workspace.id, { targetId: ctx.params.id, limit: 1 });
  const notice = result.errorClass ? `Test event not accepted (${result.status ?? result.errorClass}).` : `Test event delivered (HTTP ${result.status}).`;
  return answer(ctx.req, { attempt: attemptJson(last!) }, { page: "/workspace/endpoints", notice });
});
