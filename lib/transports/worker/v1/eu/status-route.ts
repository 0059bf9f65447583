// GET /v1/eu/systems/{id}/status – the compliance status checklist (only what the company marked is met).
import * as C from "@/lib/transports/worker/v1/eu/status-route.contract";
import { getDb } from "@/lib/platform/db/client";
import { readStatus } from "@/lib/eu-ai-act/compliance-status";
import { json } from "@/lib/http/respond";
import { euRoute, notFound } from "@/lib/transports/worker/v1/eu/eu-route";

export const GET = euRoute(C.euStatus.api, async (ctx, actor) =>
  json((await readStatus(await getDb(), actor.workspaceId, ctx.params.id)) ?? notFound()),
);
