// GET /api/workspace/connectors – the workspace's connected sources. POST – connect one (owner or admin).
import { connectConnectorRoute, listConnectorsRoute } from "@/lib/witness/routes/connectors.contract";
import { answer, sessionRoute } from "@/lib/http/session-route";
import { auditEventChange } from "@/lib/events/audit-change";
import { getDb } from "@/lib/platform/db/client";
import { json } from "@/lib/http/respond";
import { connectSource, listSources, sourceJson } from "@/lib/witness/connectors/workspace-sources";

const PAGE = "/workspace/connectors";

export const GET = sessionRoute(listConnectorsRoute, { page: PAGE }, async (_ctx, me) => {
  return json({ sources: (await listSources(await getDb(), me.workspace.id)).map(sourceJson) });
});

export const POST = sessionRoute(connectConnectorRoute, { page: PAGE }, async (ctx, me) => {
  const source = await connectSource(await getDb(), me.workspace.id, ctx.body, (tx, s) =>
    auditEventChange(me, "connector.connected", { source_id: s.id, company: s.company, key: s.key, connector: s.connector }, tx),
  );
  return answer(ctx.req, sourceJson(source), { status: 201, page: PAGE, notice: `Connected ${source.label}.` });
});
