// One reading of one company now (`npm run witness`), the same whichever process takes it: the task itself
// when it can open the database, or the running service when it holds the embedded database (the operator
// endpoint, ./operator-endpoint.ts). Runs the engine, integrates the statement into the log when this
// process may (the log's advisory lock), and answers what a caller prints.
import type { Db } from "@/lib/platform/db/client";
import { clock } from "@/lib/platform/clock";
import { integrateAll } from "@/lib/statement-log/integrate";
import type { CheckResult } from "@/lib/witness-record/check-result";
import { logReading } from "@/lib/witness/engine/reading-log";
import { runReading } from "@/lib/witness/engine/run-reading";
import type { WitnessNetwork } from "@/lib/platform/outbound/witness-network";

export interface WitnessNowResult {
  readingId: string;
  slug: string;
  domain: string;
  takenAt: string;
  counts: { passed: number; failed: number; not_read: number };
  standing: string | null;
  checks: Pick<CheckResult, "check_id" | "outcome" | "reason" | "observed">[];
  /** The statement's index in the witness log; null when another process's sequencer is integrating it. */
  logIndex: number | null;
}

export class NoSuchCompanyError extends Error {
  readonly code = "no_such_company";
}

export async function witnessNow(db: Db, slug: string, network?: WitnessNetwork): Promise<WitnessNowResult> {
  const company = await db.company.findUnique({ where: { slug }, select: { id: true, slug: true, domain: true } });
  if (!company) throw new NoSuchCompanyError(`no company with slug "${slug}"`);
  if (!company.domain) throw new NoSuchCompanyError(`company "${slug}" has no domain to read`);
  const started = performance.now();
  const done = await runReading(db, { companyId: company.id, ...(network ? { reader: { network } } : {}) });
  let logIndex: number | null = null;
  // The log's sequencer may be another process's; it integrates within LOG_INTEGRATE_MS, so wait a little.
  for (let i = 0; i < 20 && logIndex === null; i++) {
    await integrateAll(db);
    const entry = await db.logEntry.findUnique({ where: { readingId: done.readingId }, select: { index: true } });
    if (entry) logIndex = Number(entry.index);
    else await clock().sleep(250);
  }
  logReading(done, performance.now() - started, { logIndex });
  return {
    readingId: done.readingId,
    slug: company.slug,
    domain: company.domain,
    takenAt: done.takenAt.toISOString(),
    counts: done.counts,
    standing: done.standing,
    checks: done.checks.map((c) => ({ check_id: c.check_id, outcome: c.outcome, reason: c.reason, observed: c.observed })),
    logIndex,
  };
}
