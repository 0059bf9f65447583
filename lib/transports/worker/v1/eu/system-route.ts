// GET /v1/eu/systems/{id} – one system. POST – change its details or answers (re-classified).
import * as C from "@/lib/transports/worker/v1/eu/system-route.contract";
import { getDb } from "@/lib/platform/db/client";
import { readSystem, updateSystem } from "@/lib/eu-ai-act/manage-systems";
import { json } from "@/lib/http/respond";
import { euRoute, notFound } from "@/lib/transports/worker/v1/eu/eu-route";

export const GET = euRoute(C.euSystem.api, async (ctx, actor) =>
  json((await readSystem(await getDb(), actor.workspaceId, ctx.params.id)) ?? notFound()),
);

export const POST = euRoute(C.euSystemUpdate.api, async (ctx, actor) =>
  json((await updateSystem(await getDb(), actor, ctx.params.id, ctx.body)) ?? notFound()),
);
