// GET /api/workspace/deliveries – the delivery log of the signed-in workspace, newest first.
import { listDeliveriesRoute } from "@/lib/events/routes/deliveries.contract";
import { sessionRoute } from "@/lib/http/session-route";
import { getDb } from "@/lib/platform/db/client";
import { listAttempts } from "@/lib/events/endpoints";
import { attemptJson } from "@/lib/events/views";
import { json } from "@/lib/http/respond";

export const GET = sessionRoute(listDeliveriesRoute, { page: "/workspace/endpoints" }, async (ctx, me) => {
  return json({ attempts: (await listAttempts(await getDb(), me.workspace.id, { targetId: ctx.query.target })).map(attemptJson) });
});
