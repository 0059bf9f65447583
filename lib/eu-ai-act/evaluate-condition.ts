// Three-valued evaluation of a rule's condition: true, false, or unknown because a question it needs is
// unanswered. Unknown carries the questions whose answers would decide it; true carries the answers that
// triggered it. Nothing is guessed: an unanswered question never counts as "no".
import type { EuQuestion } from "@/lib/vocabulary/eu-ai-act";
import type { Answers, Condition } from "@/lib/eu-ai-act/rule-set";

export interface TriggerAnswer {
  question: EuQuestion;
  answer: string | number;
}

export type Evaluation = { value: true; triggeredBy: TriggerAnswer[] } | { value: false } | { value: "unknown"; needs: EuQuestion[] };

const FALSE: Evaluation = { value: false };

function unique<T>(items: T[]): T[] {
  return [...new Set(items)];
}

export function evaluateCondition(cond: Condition, answers: Answers): Evaluation {
  if ("q" in cond) {
    const answer = answers[cond.q];
    if (answer === undefined) return { value: "unknown", needs: [cond.q] };
    let holds: boolean;
    if ("is" in cond) holds = answer === cond.is;
    else if ("in" in cond) holds = cond.in.includes(String(answer));
    else holds = typeof answer === "number" && answer > cond.gt;
    return holds ? { value: true, triggeredBy: [{ question: cond.q, answer }] } : FALSE;
  }
  if ("not" in cond) {
    const inner = evaluateCondition(cond.not, answers);
    if (inner.value === "unknown") return inner;
    // What made the inner condition false is not recorded, so "not" names no triggering answer.
    return inner.value ? FALSE : { value: true, triggeredBy: [] };
  }
  const parts = ("all" in cond ? cond.all : cond.any).map((c) => evaluateCondition(c, answers));
  const needs = unique(parts.flatMap((p) => (p.value === "unknown" ? p.needs : [])));
  if ("all" in cond) {
    if (parts.some((p) => p.value === false)) return FALSE;
    if (needs.length) return { value: "unknown", needs };
    return { value: true, triggeredBy: parts.flatMap((p) => (p.value === true ? p.triggeredBy : [])) };
  }
  const hits = parts.filter((p): p is Extract<Evaluation, { value: true }> => p.value === true);
  if (hits.length) return { value: true, triggeredBy: hits.flatMap((h) => h.triggeredBy) };
  if (needs.length) return { value: "unknown", needs };
  return FALSE;
}
