// POST /api/workspace/connectors/{id}/disconnect – remove a source and its sealed token (owner or admin).
import { disconnectConnectorRoute } from "@/lib/witness/routes/connector-disconnect.contract";
import { answer, sessionRoute } from "@/lib/http/session-route";
import { auditEventChange } from "@/lib/events/audit-change";
import { getDb } from "@/lib/platform/db/client";
import { ApiError } from "@/lib/http/api-error";
import { disconnectSource, sourceJson } from "@/lib/witness/connectors/workspace-sources";

export const POST = sessionRoute(disconnectConnectorRoute, { page: "/workspace/connectors" }, async (ctx, me) => {
  const source = await disconnectSource(await getDb(), me.workspace.id, ctx.params.id, (tx, s) =>
    auditEventChange(me, "connector.disconnected", { source_id: s.id, company: s.company, key: s.key, connector: s.connector }, tx),
  );
  if (!source) throw new ApiError("not_found", { message: "No connected source with this id in your workspace." });
  return answer(ctx.req, sourceJson(source), { page: "/workspace/connectors", notice: `Disconnected ${source.label}.` });
});
