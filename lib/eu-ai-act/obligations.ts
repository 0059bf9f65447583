// The obligations a classification points to, for the status checklist: those of every finding that
// applies, for the system's role (both roles when it is "both" or not answered), each with the date it
// applies from. Deriving the list marks nothing: met or unmet is only ever what the company marked.
import type { Classification } from "@/lib/eu-ai-act/classify-system";
import type { Answers, RuleSet } from "@/lib/eu-ai-act/rule-set";

export interface Obligation {
  id: string;
  article: string;
  text: string;
  role: "provider" | "deployer" | "any";
  /** The earliest effective date among the findings that carry it. */
  applies_from: string;
  rule_ids: string[];
}

export function obligationsFor(classification: Classification, set: RuleSet, answers: Answers): Obligation[] {
  const role = answers.role;
  const wanted = (r: Obligation["role"]) => r === "any" || role === undefined || role === "both" || r === role;
  const byId = new Map<string, Obligation>();
  for (const finding of classification.findings) {
    if (finding.status !== "applies") continue;
    const rule = set.rules.find((r) => r.id === finding.rule_id);
    for (const id of rule?.obligations ?? []) {
      const def = set.obligations[id];
      if (!def || !wanted(def.role)) continue;
      const seen = byId.get(id);
      if (seen) {
        seen.rule_ids.push(finding.rule_id);
        if (finding.effective_from < seen.applies_from) seen.applies_from = finding.effective_from;
      } else {
        byId.set(id, {
          id,
          article: def.article,
          text: def.text,
          role: def.role,
          applies_from: finding.effective_from,
          rule_ids: [finding.rule_id],
        });
      }
    }
  }
  return [...byId.values()];
}
