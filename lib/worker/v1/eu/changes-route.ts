// GET /v1/eu/changes – the regulatory change feed, oldest first, cursor-paginated.
import * as C from "../../../contracts/eu-ai-act";
import { getDb } from "../../../db/client";
import { readRuleChanges } from "../../../eu-ai-act/read-rule-changes";
import { currentRuleSet } from "../../../eu-ai-act/rule-set-store";
import { json } from "../../../http/respond";
import { euRoute } from "./eu-route";

export const GET = euRoute(C.euChanges.api, async (ctx) => {
  const db = await getDb();
  // A fresh database publishes the bundled version first, so the feed starts with it.
  await currentRuleSet(db);
  return json(await readRuleChanges(db, { after: ctx.query.after, limit: ctx.query.limit }));
});
