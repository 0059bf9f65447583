// A second rule-set version for the publishing tests, derived from the bundled version 1: one wording
// change, one effective-date change and one added rule, so the change feed must show exactly three entries.
import { bundledRuleSet, type RuleSet } from "@/lib/eu-ai-act/rule-set";

export function ruleSetV2(): RuleSet {
  const v1 = bundledRuleSet();
  const rules = v1.rules.map((r) => {
    if (r.id === "art50-1") return { ...r, wording: `${r.wording} (Test wording of version 2.)` };
    if (r.id === "annex-iii-4") return { ...r, effective_from: "2027-12-02" };
    return r;
  });
  rules.push({
    ...v1.rules.find((r) => r.id === "art50-4")!,
    id: "art50-4-text",
    article: "Art. 50(4), second subparagraph",
    title: "Transparency: disclose AI-generated text published to inform the public",
    when: {
      all: [
        { q: "generates_synthetic_content", is: "yes" },
        { q: "role", in: ["deployer", "both"] },
      ],
    },
    test: { answers: { generates_synthetic_content: "yes", role: "deployer" }, expect: "applies" },
  });
  return { ...v1, version: 2, note: "Test version 2.", rules };
}
