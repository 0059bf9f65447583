// GET /api/account/workspaces – your workspaces and the current one. POST …/switch – act on another.
import { answer, sessionRoute } from "@/lib/http/session-route";
import { getDb } from "@/lib/platform/db/client";
import { json } from "@/lib/http/respond";
import { listWorkspacesRoute, switchWorkspaceRoute } from "@/lib/team/routes/workspaces.contract";
import { switchWorkspace, workspacesOfUser } from "@/lib/team/members";

export const GET = sessionRoute(listWorkspacesRoute, { page: "/workspace/members" }, async (_ctx, me) => {
  return json({ current: me.workspace.slug, workspaces: await workspacesOfUser(await getDb(), me.user.id) });
});

export const SWITCH = sessionRoute(switchWorkspaceRoute, { page: "/workspace/members" }, async (ctx, me) => {
  const workspace = await switchWorkspace(await getDb(), me.session.id, me.user.id, ctx.body.workspace);
  const res = answer(ctx.req, { workspace }, { page: "/workspace", notice: `Now acting on ${workspace.name}.` });
  res.headers.set("workspace", workspace.slug);
  return res;
});
