// POST /api/workspace/alert-destinations/{id}/disable – no more alerts to this destination.
import { disableDestinationRoute } from "@/lib/contracts/events";
import { answer, sessionRoute } from "@/lib/auth/session-route";
import { auditEventChange } from "@/lib/events/audit-change";
import { getDb } from "@/lib/db/client";
import { disableDestination, listDestinations } from "@/lib/events/alert-destinations";
import { destinationJson } from "@/lib/events/views";
import { notInWorkspace } from "@/lib/events/web-input";

export const POST = sessionRoute(disableDestinationRoute, { page: "/workspace/alerts" }, async (ctx, me) => {
  const db = await getDb();
  if (!(await disableDestination(db, me.workspace.id, ctx.params.id))) throw notInWorkspace("alert destination");
  await auditEventChange(me, "alert_destination.disabled", { destination_id: ctx.params.id });
  const row = (await listDestinations(db, me.workspace.id)).find((d) => d.id === ctx.params.id)!;
  return answer(ctx.req, destinationJson(row), { page: "/workspace/alerts", notice: "Alert destination disabled." });
});
