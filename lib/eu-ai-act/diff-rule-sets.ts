// What changed between two rule-set versions, rule by rule: added, removed, or changed with the fields
// that moved (article, effective date, wording, condition, obligations...). One entry per rule changed.
import type { RuleChangeKind } from "@/lib/vocabulary/eu-ai-act";
import type { Rule, RuleSet } from "@/lib/eu-ai-act/rule-set";
import { canonicalJson } from "@/lib/platform/canonical-json";

export interface RuleChange {
  rule_id: string;
  change: RuleChangeKind;
  article: string;
  fields: string[];
  before: Partial<Rule> | null;
  after: Partial<Rule> | null;
  sources: string[];
}

const COMPARED = [
  "kind",
  "article",
  "annex_point",
  "effective_from",
  "title",
  "wording",
  "when",
  "obligations",
  "disclosure",
  "source",
] as const;

function summary(rule: Rule): Partial<Rule> {
  return {
    article: rule.article,
    annex_point: rule.annex_point,
    effective_from: rule.effective_from,
    title: rule.title,
    wording: rule.wording,
  };
}

export function diffRuleSets(previous: RuleSet | null, next: RuleSet): RuleChange[] {
  const before = new Map((previous?.rules ?? []).map((r) => [r.id, r]));
  const after = new Map(next.rules.map((r) => [r.id, r]));
  const sources = (rule: Rule) => [...new Set([rule.source, ...next.sources])];
  const changes: RuleChange[] = [];
  for (const rule of next.rules) {
    const old = before.get(rule.id);
    if (!old) {
      changes.push({
        rule_id: rule.id,
        change: "added",
        article: rule.article,
        fields: [],
        before: null,
        after: summary(rule),
        sources: sources(rule),
      });
      continue;
    }
    const fields = COMPARED.filter((f) => canonicalJson(old[f] ?? null) !== canonicalJson(rule[f] ?? null));
    if (fields.length)
      changes.push({
        rule_id: rule.id,
        change: "changed",
        article: rule.article,
        fields: [...fields],
        before: summary(old),
        after: summary(rule),
        sources: sources(rule),
      });
  }
  for (const old of previous?.rules ?? []) {
    if (!after.has(old.id))
      changes.push({
        rule_id: old.id,
        change: "removed",
        article: old.article,
        fields: [],
        before: summary(old),
        after: null,
        sources: [...new Set([old.source, ...next.sources])],
      });
  }
  return changes;
}
