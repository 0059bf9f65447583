// The witnessed facts a reading leaves in a published record: one fact per control read (category
// "witness", origin witnessed, value the outcome). Only an outcome that moved rewrites a fact, and only
// then does the reading write a new record version (and so a change-feed entry): an hourly reading that
// saw the same thing mints nothing.
import type { Db } from "@/lib/platform/db/client";
import type { CheckOutcome } from "@/lib/vocabulary/check-outcomes";

export const WITNESS_FACT_CATEGORY = "witness";

const VALUE: Record<CheckOutcome, string> = { passed: "passed", failed: "failed", not_read: "not read" };

export interface WitnessedControl {
  /** Stable across readings: the check id for outside-in checks, the connector's control id otherwise. */
  key: string;
  checkId: string;
  outcome: CheckOutcome;
}

/**
 * A fact key in the record's one pattern (lower-case words joined by hyphens, lib/vocabulary/fact-key.ts)
 * for a control id such as `transport.https` or `github:branch_protection:web`. The label keeps the check id.
 */
export function witnessedFactKey(controlKey: string): string {
  return controlKey
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/**
 * Brings the company's witnessed facts in line with this reading (`at`: when they were witnessed); true
 * when any changed. The caller writes the one record version for the reading's changed facts.
 */
export async function applyWitnessedFacts(tx: Db, companyId: string, controls: readonly WitnessedControl[], at: Date): Promise<boolean> {
  const existing = await tx.fact.findMany({
    where: { companyId, category: WITNESS_FACT_CATEGORY, origin: "witnessed" },
    select: { id: true, key: true, value: true },
  });
  const byKey = new Map(existing.map((f) => [f.key, f]));
  const seen = new Set<string>();
  let changed = false;
  for (const c of controls) {
    const key = witnessedFactKey(c.key);
    if (seen.has(key)) continue;
    seen.add(key);
    const value = VALUE[c.outcome];
    const had = byKey.get(key);
    if (had?.value === value) continue;
    changed = true;
    if (had) await tx.fact.update({ where: { id: had.id }, data: { value } });
    else
      await tx.fact.create({
        data: { companyId, category: WITNESS_FACT_CATEGORY, key, label: c.checkId, value, origin: "witnessed", createdAt: at },
      });
  }
  const gone = existing.filter((f) => !seen.has(f.key));
  if (gone.length) {
    changed = true;
    await tx.fact.deleteMany({ where: { id: { in: gone.map((f) => f.id) } } });
  }
  return changed;
}
