// GET /api/workspace/requests – the workspace's inbox, newest first, keyset-paged.
import { sessionRoute } from "../../auth/session-route";
import { clock } from "../../clock";
import { getDb } from "../../db/client";
import { json } from "../../http/respond";
import { roleAllows } from "../../vocabulary/roles";
import { listRequestsRoute } from "../contracts";
import { listInbox, newCount } from "../requests";

export const GET = sessionRoute(listRequestsRoute, { page: "/workspace/inbox" }, async (ctx, me) => {
  const db = await getDb();
  const now = clock().now();
  const page = await listInbox(db, { workspaceId: me.workspace.id, ...ctx.query, showAddress: roleAllows(me.workspace.role, "admin"), now });
  return json({ workspace: me.workspace.slug, ...page, new_count: await newCount(db, me.workspace.id, now) });
});
