// The badge of a rollup: counts of what was observed and when, never a grade. Stale, undated and
// restricted areas are named rather than folded into a single figure.
import type { RollupBadge, RollupRow } from "@/lib/schemas/rollup";

export function rollupBadge(rows: readonly RollupRow[]): RollupBadge {
  const counted = rows.filter((r) => r.counted);
  const witnessed = counted.filter((r) => r.evidenceClass === "witnessed" && r.freshness === "current");
  const staleAreas = rows.filter((r) => r.freshness === "stale").map((r) => r.pillarId);
  const undatedAreas = rows.filter((r) => r.freshness === "undated").map((r) => r.pillarId);
  const restrictedAreas = rows.filter((r) => r.freshness === "restricted").map((r) => r.pillarId);
  const asOf = counted.reduce<string | null>((max, r) => (r.observedAt && (!max || r.observedAt > max) ? r.observedAt : max), null);
  const kind = counted.length === 0 ? "no-evidence" : counted.some((r) => r.evidenceClass === "witnessed") ? "witnessed" : "declared-only";
  const line =
    kind === "no-evidence"
      ? "No dated observation published"
      : `${witnessed.length} of ${counted.length} counted areas witnessed within their window`;
  const parts = [
    `${rows.length} areas in the record, ${counted.length} counted with a dated observation.`,
    `${staleAreas.length} past their validity window, ${undatedAreas.length} ` +
      `undated, ${restrictedAreas.length} restricted by the owner (not counted).`,
    "Counts of what was observed and when; not a score, grade or certification.",
  ];
  return {
    kind,
    line,
    detail: parts.join(" "),
    asOf,
    counted: counted.length,
    witnessed: witnessed.length,
    staleAreas,
    undatedAreas,
    restrictedAreas,
  };
}
