// GET /v1/eu/systems/{id}/status – the compliance status checklist (only what the company marked is met).
import * as C from "../../../contracts/eu-ai-act";
import { getDb } from "../../../db/client";
import { readStatus } from "../../../eu-ai-act/compliance-status";
import { json } from "../../../http/respond";
import { euRoute, notFound } from "./eu-route";

export const GET = euRoute(C.euStatus.api, async (ctx, actor) => json((await readStatus(await getDb(), actor.workspaceId, ctx.params.id)) ?? notFound()));
