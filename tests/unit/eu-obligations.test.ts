// The obligations a classification points to (lib/eu-ai-act/obligations.ts): those of the findings that
// apply, for the system's role, each once with the earliest date any finding gives it.
import { describe, expect, it } from "vitest";
import { classifySystem } from "@/lib/eu-ai-act/classify-system";
import { obligationsFor } from "@/lib/eu-ai-act/obligations";
import { bundledRuleSet, type Answers } from "@/lib/eu-ai-act/rule-set";

const set = bundledRuleSet();
const obligations = (answers: Answers) => obligationsFor(classifySystem(answers, set), set, answers);

describe("obligations", () => {
  it("come only from findings that apply: none for an undecided system", () => {
    expect(obligations({})).toEqual([]);
  });

  it("are the union of the applying rules' obligations, each defined in the set, each once", () => {
    const answers: Answers = { role: "both", annex_iii_area: "employment", performs_profiling: "yes", interacts_with_people: "yes" };
    const list = obligations(answers);
    const applying = classifySystem(answers, set).findings.filter((f) => f.status === "applies");
    const expected = new Set(applying.flatMap((f) => set.rules.find((r) => r.id === f.rule_id)?.obligations ?? []));
    expect(new Set(list.map((o) => o.id))).toEqual(expected);
    expect(list.length).toBe(expected.size);
    for (const o of list) {
      expect(o).toMatchObject({ article: set.obligations[o.id]!.article, role: set.obligations[o.id]!.role });
      const dates = o.rule_ids.map((id) => set.rules.find((r) => r.id === id)!.effective_from);
      expect(o.applies_from).toBe(dates.sort()[0]);
    }
  });

  it("for a deployer, leave out the provider's duties; for a provider, the deployer's", () => {
    const base: Answers = { annex_iii_area: "employment", performs_profiling: "yes" };
    const asDeployer = obligations({ ...base, role: "deployer" });
    const asProvider = obligations({ ...base, role: "provider" });
    expect(asDeployer.length).toBeGreaterThan(0);
    expect(asProvider.length).toBeGreaterThan(0);
    expect(asDeployer.every((o) => o.role !== "provider")).toBe(true);
    expect(asProvider.every((o) => o.role !== "deployer")).toBe(true);
    expect(obligations({ ...base, role: "both" }).length).toBeGreaterThanOrEqual(Math.max(asDeployer.length, asProvider.length));
  });
});
