// The differences between a system's previous classification and a new one, recorded with every
// re-classification so the change history says what moved and why (which rule, which article).
import type { Classification, Finding } from "@/lib/eu-ai-act/classify-system";

export interface FindingDifference {
  rule_id: string;
  article: string;
  change: "added" | "removed" | "changed";
  before: { status: Finding["status"]; effective_from: string; message: string } | null;
  after: { status: Finding["status"]; effective_from: string; message: string } | null;
}

export interface ClassificationDifferences {
  previous_rule_set_version: number | null;
  previous_tier: string | null;
  tier_changed: boolean;
  findings: FindingDifference[];
}

const view = (f: Finding) => ({ status: f.status, effective_from: f.effective_from, message: f.message });

export function diffClassifications(
  previous: Pick<Classification, "rule_set_version" | "tier" | "findings"> | null,
  next: Classification,
): ClassificationDifferences {
  const before = new Map((previous?.findings ?? []).map((f) => [f.rule_id, f]));
  const after = new Map(next.findings.map((f) => [f.rule_id, f]));
  const findings: FindingDifference[] = [];
  for (const f of next.findings) {
    const old = before.get(f.rule_id);
    if (!old) findings.push({ rule_id: f.rule_id, article: f.article, change: "added", before: null, after: view(f) });
    else if (
      old.status !== f.status ||
      old.effective_from !== f.effective_from ||
      old.message !== f.message ||
      old.wording !== f.wording ||
      old.article !== f.article
    ) {
      findings.push({ rule_id: f.rule_id, article: f.article, change: "changed", before: view(old), after: view(f) });
    }
  }
  for (const f of previous?.findings ?? [])
    if (!after.has(f.rule_id)) findings.push({ rule_id: f.rule_id, article: f.article, change: "removed", before: view(f), after: null });
  return {
    previous_rule_set_version: previous?.rule_set_version ?? null,
    previous_tier: previous?.tier ?? null,
    tier_changed: previous !== null && previous.tier !== next.tier,
    findings,
  };
}
