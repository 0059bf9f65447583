// Fixed texts every rollup and comparison carries: the boundary and why `frameworks` is empty.
import { RETIRED_ON } from "@/lib/schemas/rollup";

export const ROLLUP_DISCLAIMER =
  "Witnessed evidence: what a reading found, from a named source, on a stated date. The service " +
  "never grades, rates, scores, ranks or certifies a company, and signs none of its claims. " +
  "A missing date or source means it is unknown or restricted, not that anything is wrong.";

export const FRAMEWORKS_RETIRED = {
  retiredOn: RETIRED_ON,
  reason:
    "Framework rows (counts of controls 'satisfied' per framework) read as certification, which the service " +
    "never issues. The field was retired on 2026-09-26 and is kept, always empty, so older clients do not break.",
  instead: "Read `pillars` and `rollup`: each area with what was observed, where and when.",
} as const;
