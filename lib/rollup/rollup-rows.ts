// One rollup row per pillar, from the Pillar table. A restricted source shows neither its date nor its
// reference; an unknown date stays null. Nothing is ever borrowed from another area to fill a gap.
import type { Pillar } from "@/lib/platform/db/generated/client";
import type { RollupPillar, RollupRow } from "@/lib/schemas/rollup";
import { EVIDENCE_CATEGORIES, type EvidenceCategory } from "@/lib/vocabulary/fact-categories";

const DAY_MS = 24 * 60 * 60 * 1000;
const CATEGORIES = EVIDENCE_CATEGORIES;
type Category = EvidenceCategory;

export type PillarRecord = Pick<
  Pillar,
  | "pillarId"
  | "label"
  | "area"
  | "status"
  | "observedAt"
  | "sourceRef"
  | "restricted"
  | "evidenceClass"
  | "observation"
  | "freshnessCategory"
  | "windowDays"
>;

/** The date and reference the public may see: both null when the source is restricted. */
function shown(p: PillarRecord): { observedAt: Date | null; sourceRef: string | null } {
  return p.restricted ? { observedAt: null, sourceRef: null } : { observedAt: p.observedAt, sourceRef: p.sourceRef };
}

export function publicPillar(p: PillarRecord): RollupPillar {
  const { observedAt, sourceRef } = shown(p);
  return { id: p.pillarId, label: p.label, status: p.status, observedAt: observedAt?.toISOString() ?? null, sourceRef };
}

function category(value: string): Category {
  return (CATEGORIES as readonly string[]).includes(value) ? (value as Category) : "configuration";
}

export function rollupRow(p: PillarRecord, subject: string, now: Date): RollupRow {
  const { observedAt, sourceRef } = shown(p);
  const validUntil = observedAt ? new Date(observedAt.getTime() + p.windowDays * DAY_MS) : null;
  const freshness = p.restricted ? "restricted" : !validUntil ? "undated" : validUntil.getTime() < now.getTime() ? "stale" : "current";
  const evidenceClass = p.evidenceClass === "witnessed" ? "witnessed" : "company-declared";
  const row: RollupRow = {
    pillarId: p.pillarId,
    label: p.label,
    status: p.status,
    counted: freshness === "current" || freshness === "stale",
    evidenceClass,
    observation: p.observation,
    sourceRef,
    observedAt: observedAt?.toISOString() ?? null,
    validity: { category: category(p.freshnessCategory), windowDays: p.windowDays, validUntil: validUntil?.toISOString() ?? null },
    freshness,
    scope: { subject, scope: evidenceClass === "witnessed" ? "connected-systems" : "company-statement", area: p.area },
    unknown: [],
  };
  row.unknown = (["observation", "sourceRef", "observedAt"] as const).filter((k) => row[k] === null);
  if (row.validity.validUntil === null) row.unknown.push("validity.validUntil");
  return row;
}
