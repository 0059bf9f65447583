// POST /v1/eu/systems/{id}/archive – archive a system: kept with its history, no longer listed or re-classified.
import * as C from "../../../contracts/eu-ai-act";
import { getDb } from "../../../db/client";
import { archiveSystem } from "../../../eu-ai-act/manage-systems";
import { json } from "../../../http/respond";
import { euRoute, notFound } from "./eu-route";

export const POST = euRoute(C.euSystemArchive.api, async (ctx, actor) => json((await archiveSystem(await getDb(), actor, ctx.params.id)) ?? notFound()));
