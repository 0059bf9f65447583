// The classifier: runs every rule of a rule set over a system's answers and returns its findings, each
// naming its article and the answers that triggered it, or "cannot decide: needs <question>" when an
// answer it depends on is missing. It establishes which provisions the answers point to, nothing more:
// no finding is a legal opinion, a conformity assessment or a certification.
import type { DisclosureDuty, EuQuestion, EuTier, FindingKind } from "@/lib/vocabulary/eu-ai-act";
import { evaluateCondition, type TriggerAnswer } from "@/lib/eu-ai-act/evaluate-condition";
import type { Answers, RuleSet } from "@/lib/eu-ai-act/rule-set";

export interface Finding {
  rule_id: string;
  kind: FindingKind;
  status: "applies" | "cannot_decide";
  article: string;
  annex_point: string | null;
  title: string;
  wording: string;
  /** The date the provision applies from (Art. 113). */
  effective_from: string;
  triggered_by: TriggerAnswer[];
  needs: EuQuestion[];
  message: string;
  source: string;
  disclosure: DisclosureDuty | null;
}

export interface Classification {
  rule_set_version: number;
  tier: EuTier;
  findings: Finding[];
  /** Every unanswered question some rule needs to decide. */
  open_questions: EuQuestion[];
}

const HIGH_RISK: FindingKind[] = ["high_risk_annex_i", "high_risk_annex_iii"];
const GPAI: FindingKind[] = ["general_purpose_model", "general_purpose_model_systemic_risk"];

function tierOf(findings: Finding[]): EuTier {
  const applies = (kinds: FindingKind[]) => findings.some((f) => f.status === "applies" && kinds.includes(f.kind));
  if (applies(["prohibited_practice"])) return "prohibited";
  // An open question could still add a prohibition or a high-risk duty: the system is not "minimal" yet.
  if (findings.some((f) => f.status === "cannot_decide")) return "cannot_decide";
  if (applies(HIGH_RISK)) return "high_risk";
  if (applies(["transparency"])) return "transparency";
  if (applies(GPAI)) return "general_purpose";
  return "minimal";
}

function minimalFinding(set: RuleSet): Finding {
  return {
    rule_id: "minimal",
    kind: "minimal",
    status: "applies",
    article: "Art. 95",
    annex_point: null,
    title: "Minimal risk: no prohibition, high-risk classification, transparency or general-purpose model duty of this rule set applies",
    wording:
      "None of the rules of this rule set applies to the answers given. Voluntary codes of conduct may be followed " +
      "(Art. 95); the AI literacy duty of Art. 4 applies to every provider and deployer from 2 February 2025.",
    effective_from: "2025-02-02",
    triggered_by: [],
    needs: [],
    message: `Art. 95: no rule of rule set version ${set.version} applies to these answers.`,
    source: set.sources[0],
    disclosure: null,
  };
}

export function classifySystem(answers: Answers, set: RuleSet): Classification {
  const findings: Finding[] = [];
  for (const rule of set.rules) {
    const result = evaluateCondition(rule.when, answers);
    if (result.value === false) continue;
    const base = {
      rule_id: rule.id,
      kind: rule.kind,
      article: rule.article,
      annex_point: rule.annex_point,
      title: rule.title,
      wording: rule.wording,
      effective_from: rule.effective_from,
      source: rule.source,
      disclosure: rule.disclosure,
    };
    if (result.value === true) {
      findings.push({
        ...base,
        status: "applies",
        triggered_by: result.triggeredBy,
        needs: [],
        message: `${rule.article}: ${rule.title}.`,
      });
    } else {
      findings.push({
        ...base,
        status: "cannot_decide",
        triggered_by: [],
        needs: result.needs,
        message: `cannot decide: needs ${result.needs.join(", ")}`,
      });
    }
  }
  const tier = tierOf(findings);
  if (tier === "minimal" && !findings.some((f) => f.status === "applies")) findings.push(minimalFinding(set));
  const open = [...new Set(findings.flatMap((f) => f.needs))];
  return { rule_set_version: set.version, tier, findings, open_questions: open };
}
