// EU AI Act classification without a server (lib/eu-ai-act/classify-system.ts) over the hand-written table
// of tests/eu-ai-act/classification-cases.ts: tier, the findings that apply with their articles and the
// answers that triggered them, and every "cannot decide" with the questions it needs.
import { describe, expect, it } from "vitest";
import { classifySystem } from "@/lib/eu-ai-act/classify-system";
import { bundledRuleSet, type Answers } from "@/lib/eu-ai-act/rule-set";
import { EU_QUESTIONS, type EuQuestion } from "@/lib/vocabulary/eu-ai-act";
import { CASES, NOTHING } from "@/tests/eu-ai-act/classification-cases";

const set = bundledRuleSet();

// The route reads a number question's text ("1e25") as the number; the table is written as a client sends it.
function parsed(answers: Record<string, string | number>): Answers {
  return Object.fromEntries(
    Object.entries(answers).map(([q, v]) => [q, EU_QUESTIONS[q as EuQuestion].choices === "number" ? Number(v) : v]),
  ) as Answers;
}

describe("classification of the table's systems", () => {
  it.each(CASES.map((c) => [c.name, c] as const))("%s", (_name, c) => {
    const answers = parsed(c.answers);
    const result = classifySystem(answers, set);
    expect(result.rule_set_version).toBe(set.version);
    expect(result.tier).toBe(c.tier);
    const applying = result.findings.filter((f) => f.status === "applies");
    expect(applying.map((f) => [f.rule_id, f.article]).sort()).toEqual([...c.applies].sort());
    for (const f of applying) {
      expect(f.message.startsWith(`${f.article}: `)).toBe(true);
      for (const t of f.triggered_by) expect(answers[t.question]).toBe(t.answer);
      if (f.rule_id !== "minimal") expect(f.triggered_by.length, f.rule_id).toBeGreaterThan(0);
    }
    const undecided = Object.fromEntries(result.findings.filter((f) => f.status === "cannot_decide").map((f) => [f.rule_id, f.needs]));
    expect(undecided).toEqual(c.undecided ?? {});
    expect(result.open_questions.sort()).toEqual([...new Set(Object.values(undecided).flat())].sort());
  });
});

describe("the edges of the tiers", () => {
  it("with nothing answered decides nothing, and names every rule's missing answer", () => {
    const result = classifySystem({}, set);
    expect(result.tier).toBe("cannot_decide");
    expect(result.findings).toHaveLength(set.rules.length);
    expect(result.findings.every((f) => f.status === "cannot_decide" && f.message === `cannot decide: needs ${f.needs.join(", ")}`)).toBe(
      true,
    );
  });

  it("with every answer no is minimal, with the one Article 95 finding and no open question", () => {
    const result = classifySystem(parsed(NOTHING), set);
    expect(result.tier).toBe("minimal");
    expect(result.findings.map((f) => [f.rule_id, f.article])).toEqual([["minimal", "Art. 95"]]);
    expect(result.open_questions).toEqual([]);
  });

  it("a prohibition outranks an open question: the tier is prohibited even with answers missing", () => {
    const result = classifySystem({ social_scoring: "yes" }, set);
    expect(result.tier).toBe("prohibited");
    expect(result.open_questions.length).toBeGreaterThan(0);
  });
});
