// POST /api/workspace/endpoints/{id}/disable – nothing more is sent to this endpoint.
import { disableEndpointRoute } from "@/lib/contracts/events";
import { answer, sessionRoute } from "@/lib/auth/session-route";
import { auditEventChange } from "@/lib/events/audit-change";
import { getDb } from "@/lib/db/client";
import { disableEndpoint, listEndpoints } from "@/lib/events/endpoints";
import { endpointJson } from "@/lib/events/views";
import { notInWorkspace } from "@/lib/events/web-input";

export const POST = sessionRoute(disableEndpointRoute, { page: "/workspace/endpoints" }, async (ctx, me) => {
  const db = await getDb();
  if (!(await disableEndpoint(db, me.workspace.id, ctx.params.id))) throw notInWorkspace("endpoint");
  await auditEventChange(me, "endpoint.disabled", { endpoint_id: ctx.params.id });
  const row = (await listEndpoints(db, me.workspace.id)).find((e) => e.id === ctx.params.id)!;
  return answer(ctx.req, endpointJson(row), { page: "/workspace/endpoints", notice: "Endpoint disabled." });
});
