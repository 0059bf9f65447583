// The rows of a comparison: one per fact key any compared company publishes, then one per evidence
// area. A cell says which origins gave an account and whether they agree; it never ranks companies.
import { FACT_ORIGINS, type RecordBodyFact } from "@/lib/network/record-body";
import type { PillarRecord } from "@/lib/rollup/rollup-rows";
import type { CompareCell } from "@/lib/schemas/compare";
import type { ComparedCompany } from "@/lib/compare/read-compare-target";

const DAY_MS = 24 * 60 * 60 * 1000;
const NOT_STATED: CompareCell = { state: "not-stated", label: "Not stated", flags: [], accounts: [] };

export interface ComparisonRow {
  key: string;
  category: string;
  label: string;
  cells: CompareCell[];
}

function factCell(facts: RecordBodyFact[]): CompareCell {
  if (facts.length === 0) return NOT_STATED;
  const accounts = [...facts]
    .sort((a, b) => FACT_ORIGINS.indexOf(a.origin) - FACT_ORIGINS.indexOf(b.origin))
    .map((f) => ({ origin: f.origin, value: f.value }));
  const flags = accounts.map((a) => a.origin);
  const values = new Set(accounts.map((a) => a.value));
  if (values.size > 1) {
    return { state: "contested", label: accounts.map((a) => `${a.value} (${a.origin})`).join("; "), flags, accounts };
  }
  return { state: accounts.length === 1 ? accounts[0].origin : "agreed", label: accounts[0].value, flags, accounts };
}

function pillarCell(p: PillarRecord | undefined, snapshot: boolean, now: Date): CompareCell {
  if (!p) return NOT_STATED;
  const label = p.observation ?? p.label;
  const flags = snapshot ? ["not-versioned"] : [];
  if (p.restricted) return { state: "restricted", label, flags: [...flags, "restricted"], accounts: [] };
  const origin = p.evidenceClass === "witnessed" ? "witnessed" : "company-declared";
  if (!p.observedAt) flags.push("undated");
  else if (p.observedAt.getTime() + p.windowDays * DAY_MS < now.getTime()) flags.push("stale");
  return { state: origin, label, flags, accounts: p.observation ? [{ origin, value: p.observation }] : [] };
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

export function comparisonRows(companies: readonly ComparedCompany[], now: Date): ComparisonRow[] {
  const factRows = new Map<string, { category: string; key: string; label: string }>();
  for (const c of companies) {
    for (const f of c.facts) {
      const key = `${f.category}.${f.key}`;
      if (!factRows.has(key)) factRows.set(key, { category: f.category, key: f.key, label: f.label });
    }
  }
  const rows: ComparisonRow[] = [...factRows.entries()]
    .sort(([a], [b]) => compareText(a, b))
    .map(([key, r]) => ({
      key,
      category: r.category,
      label: r.label,
      cells: companies.map((c) => factCell(c.facts.filter((f) => f.category === r.category && f.key === r.key))),
    }));
  const pillars = new Map<string, string>();
  for (const c of companies) for (const p of c.evidence.pillars) if (!pillars.has(p.pillarId)) pillars.set(p.pillarId, p.label);
  for (const [pillarId, label] of [...pillars.entries()].sort(([a], [b]) => compareText(a, b))) {
    rows.push({
      key: `pillar.${pillarId}`,
      category: "pillar",
      label,
      cells: companies.map((c) =>
        pillarCell(
          c.evidence.pillars.find((p) => p.pillarId === pillarId),
          c.snapshot,
          now,
        ),
      ),
    });
  }
  return rows;
}
