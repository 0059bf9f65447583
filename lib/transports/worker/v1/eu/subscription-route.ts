// POST /v1/eu/systems/{id}/subscription – subscribe a system to rule-set updates (auto re-classification) or not.
import * as C from "@/lib/transports/worker/v1/eu/subscription-route.contract";
import { getDb } from "@/lib/platform/db/client";
import { setSubscription } from "@/lib/eu-ai-act/manage-systems";
import { json } from "@/lib/http/respond";
import { flagOn } from "@/lib/schemas/eu-ai-act";
import { euRoute, notFound } from "@/lib/transports/worker/v1/eu/eu-route";

export const POST = euRoute(C.euSubscription.api, async (ctx, actor) => {
  return json((await setSubscription(await getDb(), actor, ctx.params.id, flagOn(ctx.body.subscribed))) ?? notFound());
});
