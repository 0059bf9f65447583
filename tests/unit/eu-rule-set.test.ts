// The EU AI Act rule-set format (lib/eu-ai-act/rule-set.ts, check-rule-tests.ts): the bundled version
// parses and passes its own tests; a file with a duplicate id, an unknown obligation, an answer outside a
// question's choices or a rule that decides with no answers is refused before it could be published.
import { createHash } from "node:crypto";
import canonicalize from "canonicalize";
import { describe, expect, it } from "vitest";
import { ruleTestFailures } from "@/lib/eu-ai-act/check-rule-tests";
import { bundledRuleSet, isValidAnswer, ruleSetDigest, RuleSetSchema } from "@/lib/eu-ai-act/rule-set";

const v1 = bundledRuleSet();
const issues = (value: unknown) => {
  const parsed = RuleSetSchema.safeParse(value);
  return parsed.success ? [] : parsed.error.issues.map((i) => i.message);
};

describe("the bundled rule set", () => {
  it("parses, and every rule's own example triggers it", () => {
    expect(v1.format).toBe("svc-eu-ai-act-rules/1");
    expect(v1.rules.length).toBeGreaterThan(20);
    expect(ruleTestFailures(v1)).toEqual([]);
  });

  it("has a digest that is the SHA-256 of its RFC 8785 JSON, the same whatever order its keys are in", () => {
    const expected = createHash("sha256").update(canonicalize(v1)!).digest("hex");
    expect(ruleSetDigest(v1)).toBe(expected);
    const reordered = Object.fromEntries(Object.entries(v1).reverse()) as typeof v1;
    expect(ruleSetDigest(reordered)).toBe(expected);
  });
});

describe("a rule-set file", () => {
  it("is refused with a duplicate rule id, an unknown obligation or a test answer outside the choices", () => {
    const rule = v1.rules[0]!;
    expect(issues({ ...v1, rules: [...v1.rules, rule] })).toContain(`duplicate rule id ${rule.id}`);
    expect(issues({ ...v1, rules: [{ ...rule, obligations: ["no-such-obligation"] }] })).toContain("unknown obligation no-such-obligation");
    expect(issues({ ...v1, rules: [{ ...rule, test: { answers: { social_scoring: "maybe" }, expect: "applies" } }] })).toContain(
      "not an answer to social_scoring",
    );
    expect(issues({ ...v1, rules: [{ ...rule, when: { q: "no_such_question", is: "yes" } }] }).length).toBeGreaterThan(0);
    expect(issues({ ...v1, rules: [{ ...rule, id: "Upper Case" }] }).length).toBeGreaterThan(0);
  });

  it("fails its checks when a rule's example does not trigger it or it decides with no answers", () => {
    const rule = v1.rules.find((r) => r.id === "art5-1-c")!;
    const wrongExample = { ...v1, rules: [{ ...rule, test: { answers: { social_scoring: "no" as const }, expect: "applies" as const } }] };
    expect(ruleTestFailures(wrongExample)).toEqual(["art5-1-c: its test answers do not trigger it (false)"]);
    // An empty "all" holds whatever the answers (the schema refuses it; the check must too).
    const decidesAlone = { ...v1, rules: [{ ...rule, when: { all: [] } }] };
    expect(ruleTestFailures(decidesAlone)).toEqual(["art5-1-c: decides with no answers at all (its condition reads no question)"]);
    expect(issues(decidesAlone).length).toBeGreaterThan(0);
  });

  it("answers are a question's choices, or a non-negative finite number for a number question", () => {
    expect(isValidAnswer("role", "provider")).toBe(true);
    expect(isValidAnswer("role", "owner")).toBe(false);
    expect(isValidAnswer("training_compute_flop", 3e25)).toBe(true);
    expect(isValidAnswer("training_compute_flop", -1)).toBe(false);
    expect(isValidAnswer("training_compute_flop", Number.POSITIVE_INFINITY)).toBe(false);
    expect(isValidAnswer("training_compute_flop", "3e25")).toBe(false);
  });
});
