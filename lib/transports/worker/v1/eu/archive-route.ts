// POST /v1/eu/systems/{id}/archive – archive a system: kept with its history, no longer listed or re-classified.
import * as C from "@/lib/transports/worker/v1/eu/archive-route.contract";
import { getDb } from "@/lib/platform/db/client";
import { archiveSystem } from "@/lib/eu-ai-act/manage-systems";
import { json } from "@/lib/http/respond";
import { euRoute, notFound } from "@/lib/transports/worker/v1/eu/eu-route";

export const POST = euRoute(C.euSystemArchive.api, async (ctx, actor) =>
  json((await archiveSystem(await getDb(), actor, ctx.params.id)) ?? notFound()),
);
