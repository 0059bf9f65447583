// GET /v1/workspace – the caller's own workspace, named by its credential only (ids anywhere else are ignored).
import { workspaceSelfRoute } from "@/lib/transports/worker/v1/workspace/read-workspace-route.contract";
import { json } from "@/lib/http/respond";
import { workspaceRoute } from "@/lib/http/workspace-route";

export const GET = workspaceRoute(workspaceSelfRoute, { operation: "workspace.read" }, async (_ctx, auth) =>
  json({ id: auth.workspace.id, slug: auth.workspace.slug, name: auth.workspace.name, credential: auth.credential }),
);
