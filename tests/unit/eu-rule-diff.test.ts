// What changed between rule-set versions and between classifications (lib/eu-ai-act/diff-rule-sets.ts,
// diff-classifications.ts), over the test's version 2: one wording change, one date change, one added rule.
import { describe, expect, it } from "vitest";
import { classifySystem } from "@/lib/eu-ai-act/classify-system";
import { diffClassifications } from "@/lib/eu-ai-act/diff-classifications";
import { diffRuleSets } from "@/lib/eu-ai-act/diff-rule-sets";
import { bundledRuleSet } from "@/lib/eu-ai-act/rule-set";
import { ruleSetV2 } from "@/tests/eu-ai-act/rule-set-v2";

const v1 = bundledRuleSet();
const v2 = ruleSetV2();

describe("rule-set differences", () => {
  it("against no previous version, every rule is added", () => {
    const changes = diffRuleSets(null, v1);
    expect(changes).toHaveLength(v1.rules.length);
    expect(changes.every((c) => c.change === "added" && c.before === null)).toBe(true);
  });

  it("from version 1 to 2: exactly the wording change, the date change and the added rule, with the fields that moved", () => {
    const changes = diffRuleSets(v1, v2);
    expect(changes.map((c) => [c.rule_id, c.change, c.fields])).toEqual([
      ["annex-iii-4", "changed", ["effective_from"]],
      ["art50-1", "changed", ["wording"]],
      ["art50-4-text", "added", []],
    ]);
    const date = changes.find((c) => c.rule_id === "annex-iii-4")!;
    expect([date.before?.effective_from, date.after?.effective_from]).toEqual(["2026-08-02", "2027-12-02"]);
    expect(date.sources).toContain(v1.rules.find((r) => r.id === "annex-iii-4")!.source);
  });

  it("from version 2 back to 1: the added rule is removed", () => {
    expect(
      diffRuleSets(v2, v1)
        .filter((c) => c.change === "removed")
        .map((c) => c.rule_id),
    ).toEqual(["art50-4-text"]);
  });

  it("is empty between a version and itself", () => {
    expect(diffRuleSets(v1, bundledRuleSet())).toEqual([]);
  });
});

describe("classification differences", () => {
  const deployer = { generates_synthetic_content: "yes", role: "deployer" } as const;

  it("record the finding a new rule adds, the tier change, and nothing for an unchanged classification", () => {
    const before = classifySystem(deployer, v1);
    const after = classifySystem(deployer, v2);
    const diff = diffClassifications(before, after);
    expect(diff.previous_rule_set_version).toBe(1);
    expect(diff.findings.filter((f) => f.change === "added").map((f) => f.rule_id)).toContain("art50-4-text");
    expect(diffClassifications(after, classifySystem(deployer, v2)).findings).toEqual([]);
    expect(diffClassifications(after, classifySystem(deployer, v2)).tier_changed).toBe(false);
  });

  it("a first classification has no previous version or tier", () => {
    const first = diffClassifications(null, classifySystem({ social_scoring: "yes" }, v1));
    expect(first).toMatchObject({ previous_rule_set_version: null, previous_tier: null, tier_changed: false });
    expect(first.findings.every((f) => f.change === "added")).toBe(true);
  });

  it("a finding that moves from cannot decide to applies is changed, and the tier change is flagged", () => {
    const diff = diffClassifications(classifySystem({}, v1), classifySystem({ social_scoring: "yes" }, v1));
    const scoring = diff.findings.find((f) => f.rule_id === "art5-1-c")!;
    expect(scoring).toMatchObject({ change: "changed", before: { status: "cannot_decide" }, after: { status: "applies" } });
    expect(diff.tier_changed).toBe(true);
    expect(diff.previous_tier).toBe("cannot_decide");
  });
});
