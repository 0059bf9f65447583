// GET /v1/eu/systems – the workspace's AI systems. POST – describe a new one (classified at once).
import * as C from "@/lib/transports/worker/v1/eu/systems-route.contract";
import { getDb } from "@/lib/platform/db/client";
import { createSystem, listSystems } from "@/lib/eu-ai-act/manage-systems";
import { json } from "@/lib/http/respond";
import { euRoute } from "@/lib/transports/worker/v1/eu/eu-route";

export const GET = euRoute(C.euSystems.api, async (ctx, actor) => {
  const includeArchived = ctx.query.include_archived === "1" || ctx.query.include_archived === "true";
  const systems = await listSystems(await getDb(), actor.workspaceId, { includeArchived });
  return json({ systems, count: systems.length });
});

export const POST = euRoute(C.euSystemCreate.api, async (ctx, actor) =>
  json(await createSystem(await getDb(), actor, ctx.body), { status: 201 }),
);
