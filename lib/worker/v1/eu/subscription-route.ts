// POST /v1/eu/systems/{id}/subscription – subscribe a system to rule-set updates (auto re-classification) or not.
import * as C from "../../../contracts/eu-ai-act";
import { getDb } from "../../../db/client";
import { setSubscription } from "../../../eu-ai-act/manage-systems";
import { json } from "../../../http/respond";
import { flagOn } from "../../../schemas/eu-ai-act";
import { euRoute, notFound } from "./eu-route";

export const POST = euRoute(C.euSubscription.api, async (ctx, actor) => {
  return json((await setSubscription(await getDb(), actor, ctx.params.id, flagOn(ctx.body.subscribed))) ?? notFound());
});
