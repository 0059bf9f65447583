// GET /v1/eu/changes – the regulatory change feed, oldest first, cursor-paginated.
import * as C from "@/lib/transports/worker/v1/eu/changes-route.contract";
import { getDb } from "@/lib/platform/db/client";
import { readRuleChanges } from "@/lib/eu-ai-act/read-rule-changes";
import { currentRuleSet } from "@/lib/eu-ai-act/rule-set-store";
import { json } from "@/lib/http/respond";
import { euRoute } from "@/lib/transports/worker/v1/eu/eu-route";

export const GET = euRoute(C.euChanges.api, async (ctx) => {
  const db = await getDb();
  // A fresh database publishes the bundled version first, so the feed starts with it.
  await currentRuleSet(db);
  return json(await readRuleChanges(db, { after: ctx.query.after, limit: ctx.query.limit }));
});
