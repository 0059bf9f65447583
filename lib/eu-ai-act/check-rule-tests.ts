// Runs every rule's own test (its example answers must trigger it) and checks that no rule decides
// without answers. The publish task refuses a rule set with any failure.
import { evaluateCondition } from "@/lib/eu-ai-act/evaluate-condition";
import type { RuleSet } from "@/lib/eu-ai-act/rule-set";

export function ruleTestFailures(set: RuleSet): string[] {
  const failures: string[] = [];
  for (const rule of set.rules) {
    const result = evaluateCondition(rule.when, rule.test.answers);
    if (result.value !== true)
      failures.push(
        `${rule.id}: its test answers do not trigger it (${result.value === false ? "false" : `needs ${result.needs.join(", ")}`})`,
      );
    if (evaluateCondition(rule.when, {}).value !== "unknown")
      failures.push(`${rule.id}: decides with no answers at all (its condition reads no question)`);
  }
  return failures;
}
