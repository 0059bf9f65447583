// GET /v1/eu/systems/{id}/disclosures – the Article 50 disclosures of a system.
import * as C from "@/lib/transports/worker/v1/eu/disclosures-route.contract";
import { getDb } from "@/lib/platform/db/client";
import { listDisclosures } from "@/lib/eu-ai-act/disclosures";
import { json } from "@/lib/http/respond";
import { euRoute, notFound } from "@/lib/transports/worker/v1/eu/eu-route";

export const GET = euRoute(C.euDisclosures.api, async (ctx, actor) => {
  const disclosures = (await listDisclosures(await getDb(), actor.workspaceId, ctx.params.id)) ?? notFound();
  return json({ system_id: ctx.params.id, disclosures });
});
