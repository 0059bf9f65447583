// The published rule-set versions in the database. A fresh database publishes the bundled version 1
// (lib/eu-ai-act/rules/v1.json) the first time any rule set is needed; later versions come only from the
// operator task (npm run eu:publish). Parsed sets are kept per database and version: a version never changes
// once published there (another database, such as a test's own copy, may hold another set under the same number).
import type { Db } from "@/lib/platform/db/client";
import { clock } from "@/lib/platform/clock";
import { bundledRuleSet, RuleSetSchema, type RuleSet } from "@/lib/eu-ai-act/rule-set";
import { publishRuleSet, RuleSetVersionExistsError } from "@/lib/eu-ai-act/publish-rule-set";

const parsedIn = new WeakMap<Db, Map<number, RuleSet>>();

export async function ruleSetVersion(db: Db, version: number): Promise<RuleSet | null> {
  let parsed = parsedIn.get(db);
  if (!parsed) parsedIn.set(db, (parsed = new Map()));
  const cached = parsed.get(version);
  if (cached) return cached;
  const row = await db.euRuleSetVersion.findUnique({ where: { version } });
  if (!row) return null;
  const set = RuleSetSchema.parse(row.rules);
  parsed.set(version, set);
  return set;
}

/** The newest published rule set, publishing the bundled version 1 into an empty database first. */
export async function currentRuleSet(db: Db): Promise<RuleSet> {
  const latest = await db.euRuleSetVersion.findFirst({ orderBy: { version: "desc" }, select: { version: true } });
  if (latest) return (await ruleSetVersion(db, latest.version))!;
  try {
    await publishRuleSet(db, bundledRuleSet(), { now: clock().now() });
  } catch (err) {
    // Another request published it first: read theirs.
    if (!(err instanceof RuleSetVersionExistsError)) throw err;
  }
  return currentRuleSet(db);
}
