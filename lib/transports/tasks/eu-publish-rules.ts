// npm run eu:publish -- <rule-set.json>: publishes a new EU AI Act rule-set version against the configured
// database. The file must follow the format of lib/eu-ai-act/rules/v1.json, carry a version higher than
// the published one, and every rule's own test must pass. Publishing records one change-feed entry per rule
// added, removed or changed, re-classifies subscribed systems, and writes eu.rules.changed /
// eu.system.reclassified to the outbox.
import { readFile } from "node:fs/promises";
import { clock } from "@/lib/platform/clock";
import { getDb } from "@/lib/platform/db/client";
import { migratePostgres } from "@/lib/platform/db/migrate-postgres";
import { env } from "@/lib/platform/env";
import { runTask } from "@/lib/transports/tasks/run-task";
import { ruleTestFailures } from "@/lib/eu-ai-act/check-rule-tests";
import { publishRuleSet } from "@/lib/eu-ai-act/publish-rule-set";
import { currentRuleSet } from "@/lib/eu-ai-act/rule-set-store";
import { RuleSetSchema } from "@/lib/eu-ai-act/rule-set";

const USAGE = "usage: npm run eu:publish -- <path to rule-set JSON>";

async function main(): Promise<void> {
  const file = process.argv[2];
  if (!file || file.startsWith("--")) throw new Error(USAGE);
  let raw: unknown;
  try {
    raw = JSON.parse(await readFile(file, "utf8"));
  } catch (err) {
    throw new Error(`cannot read ${file} as JSON: ${(err as Error).message}`, { cause: err });
  }
  const parsed = RuleSetSchema.safeParse(raw);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    throw new Error(`${file} is not a valid rule set: ${first.path.join(".") || "(root)"}: ${first.message}`);
  }
  const failures = ruleTestFailures(parsed.data);
  if (failures.length) throw new Error(`rule tests failed:\n  ${failures.join("\n  ")}`);
  const url = env().DATABASE_URL;
  if (url) await migratePostgres(url);
  const db = await getDb();
  // An empty database first publishes the bundled version 1, so the new version is compared with it.
  await currentRuleSet(db);
  const result = await publishRuleSet(db, parsed.data, { now: clock().now() });
  const counts = { added: 0, removed: 0, changed: 0 };
  for (const c of result.changes) counts[c.change]++;
  console.log(
    `published EU AI Act rule set version ${result.version} (previous ${result.previous_version ?? "none"}), sha256 ${result.sha256}`,
  );
  console.log(`changes: ${result.changes.length} (${counts.added} added, ${counts.changed} changed, ${counts.removed} removed)`);
  for (const c of result.changes)
    console.log(`  ${c.change} ${c.rule_id} (${c.article})${c.fields.length ? `: ${c.fields.join(", ")}` : ""}`);
  console.log(`re-classified ${result.reclassified.length} subscribed system(s); ${result.events} outbox event(s) written`);
}

await runTask("eu:publish", main);
