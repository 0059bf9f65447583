// GET /v1/eu/rules – the current rule-set version in full.
import * as C from "@/lib/transports/worker/v1/eu/rules-route.contract";
import { getDb } from "@/lib/platform/db/client";
import { currentRuleSet } from "@/lib/eu-ai-act/rule-set-store";
import { json } from "@/lib/http/respond";
import { euRoute } from "@/lib/transports/worker/v1/eu/eu-route";

export const GET = euRoute(C.euRules.api, async () => {
  const db = await getDb();
  const set = await currentRuleSet(db);
  const row = await db.euRuleSetVersion.findUniqueOrThrow({ where: { version: set.version }, select: { sha256: true, publishedAt: true } });
  return json({
    version: set.version,
    sha256: row.sha256,
    regulation: set.regulation,
    note: set.note,
    published_at: row.publishedAt.toISOString(),
    rules: set.rules,
    obligations: set.obligations,
  });
});
