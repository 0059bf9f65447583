// npm run log:correct -- --index <n> --action withdraw|replace --reason "<why>" [--replacement-payload <text>]:
// queues a signed correction of a logged statement; the sequencer appends it. Nothing is deleted.
import { closeDb, getDb } from "@/lib/platform/db/client";
import { migratePostgres } from "@/lib/platform/db/migrate-postgres";
import { env } from "@/lib/platform/env";
import { correctStatement } from "@/lib/statement-log/correct-statement";
import { integrateAll } from "@/lib/statement-log/integrate";
import type { CorrectionAction } from "@/lib/vocabulary/statement-log";

const USAGE = 'usage: npm run log:correct -- --index <n> --action withdraw|replace --reason "<why>" [--replacement-payload <text>]';

function parseArgs(argv: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (let i = 0; i < argv.length; i++) {
    const m = argv[i]!.match(/^--(index|action|reason|replacement-payload)(?:=(.*))?$/);
    if (!m) throw new Error(`unknown argument "${argv[i]}". ${USAGE}`);
    const value = m[2] ?? argv[++i];
    if (value === undefined) throw new Error(`--${m[1]} needs a value. ${USAGE}`);
    out[m[1]!] = value;
  }
  if (!/^\d+$/.test(out.index ?? "") || !out.action || !out.reason)
    throw new Error(`--index, --action and --reason are required. ${USAGE}`);
  return out;
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const url = env().DATABASE_URL;
  if (url) await migratePostgres(url);
  const db = await getDb();
  const { id } = await correctStatement(db, {
    index: Number(args.index),
    action: args.action as CorrectionAction,
    reason: args.reason!,
    replacementPayload: args["replacement-payload"],
  });
  const r = await integrateAll(db);
  console.log(`correction ${id} of entry ${args.index} queued; the log now holds ${r.size} entries.`);
}

main()
  .catch((err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exitCode = 1;
  })
  .finally(() => closeDb());
