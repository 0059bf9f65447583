// GET /v1/eu/systems/{id}/classification – current classification and history. POST – classify again now.
import * as C from "@/lib/transports/worker/v1/eu/classification-route.contract";
import { getDb } from "@/lib/platform/db/client";
import { classificationHistory, classifyAgain } from "@/lib/eu-ai-act/manage-systems";
import { json } from "@/lib/http/respond";
import { euRoute, notFound } from "@/lib/transports/worker/v1/eu/eu-route";

export const GET = euRoute(C.euClassification.api, async (ctx, actor) => {
  const history = (await classificationHistory(await getDb(), actor.workspaceId, ctx.params.id)) ?? notFound();
  return json({ system_id: ctx.params.id, current: history[0] ?? null, history });
});

export const POST = euRoute(C.euClassificationRun.api, async (ctx, actor) =>
  json((await classifyAgain(await getDb(), actor, ctx.params.id)) ?? notFound(), { status: 201 }),
);
