// GET /api/workspace/requests – the workspace's inbox, newest first, keyset-paged.
import { sessionRoute } from "@/lib/http/session-route";
import { clock } from "@/lib/platform/clock";
import { getDb } from "@/lib/platform/db/client";
import { json } from "@/lib/http/respond";
import { roleAllows } from "@/lib/vocabulary/roles";
import { listRequestsRoute } from "@/lib/inbox/routes/list-requests.contract";
import { listInbox, newCount } from "@/lib/inbox/requests";

export const GET = sessionRoute(listRequestsRoute, { page: "/workspace/inbox" }, async (ctx, me) => {
  const db = await getDb();
  const now = clock().now();
  const page = await listInbox(db, {
    workspaceId: me.workspace.id,
    ...ctx.query,
    showAddress: roleAllows(me.workspace.role, "admin"),
    now,
  });
  return json({ workspace: me.workspace.slug, ...page, new_count: await newCount(db, me.workspace.id, now) });
});
