// GET /api/compare: reads each named company (at most four) and lays them side by side.
import type { Db } from "@/lib/platform/db/client";
import { FRAMEWORKS_RETIRED, ROLLUP_DISCLAIMER } from "@/lib/rollup/public-notices";
import { publicPillar } from "@/lib/rollup/rollup-rows";
import { readingStore } from "@/lib/rollup/store-unavailable";
import type { CompareResult } from "@/lib/schemas/compare";
import { COMPARE_STATES } from "@/lib/compare/compare-states";
import { comparisonRows } from "@/lib/compare/comparison-rows";
import type { CompareRequest } from "@/lib/compare/parse-compare-request";
import { readCompareTarget, type ComparedCompany } from "@/lib/compare/read-compare-target";
import { clock } from "@/lib/platform/clock";

const FRAMEWORK_ROWS_RETIRED = {
  ...FRAMEWORKS_RETIRED,
  reason:
    "Rows of framework counts per company were retired with `frameworks` on " +
    "2026-09-26; the list is kept, always empty, so older clients do not break.",
  instead: "Read `comparison.rows`: each fact and evidence area with who said it.",
};

export async function readComparison(db: Db, request: CompareRequest, now = clock().now()): Promise<CompareResult> {
  const read = await readingStore("comparison", () => Promise.all(request.targets.map((t) => readCompareTarget(db, t))));
  const unavailable: string[] = [];
  const compared: ComparedCompany[] = [];
  read.forEach((c, i) => {
    if (!c) unavailable.push(request.targets[i].handle);
    // Two handles for one company (its slug and its domain) read it once.
    else if (!compared.some((x) => x.company.id === c.company.id)) compared.push(c);
  });
  return {
    vendors: compared.map((c) => ({
      company: { name: c.company.name, handle: c.handle, updatedAt: c.updatedAt.toISOString() },
      frameworks: [],
      pillars: c.evidence.pillars.map(publicPillar),
      providers: c.evidence.providers.map((p) => ({ id: p.key, label: p.label, status: p.status })),
      controls: [],
      version: c.version,
    })),
    unavailable,
    ignored: request.ignored,
    frameworkRows: [],
    retired: { frameworks: FRAMEWORKS_RETIRED, frameworkRows: FRAMEWORK_ROWS_RETIRED },
    states: COMPARE_STATES,
    comparison: {
      comparedAt: now.toISOString(),
      companies: compared.map((c) => ({ key: c.handle, state: c.snapshot ? "snapshot" : "current", version: c.version })),
      rows: comparisonRows(compared, now),
    },
    disclaimer: ROLLUP_DISCLAIMER,
  };
}
