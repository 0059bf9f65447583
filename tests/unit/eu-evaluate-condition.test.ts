// Three-valued rule conditions (lib/eu-ai-act/evaluate-condition.ts): true with the answers that made it
// so, false, or unknown with the questions that would decide it. An unanswered question is never "no".
import { describe, expect, it } from "vitest";
import { evaluateCondition } from "@/lib/eu-ai-act/evaluate-condition";
import type { Condition } from "@/lib/eu-ai-act/rule-set";

const chatbot: Condition = {
  all: [
    { q: "interacts_with_people", is: "yes" },
    { q: "role", in: ["provider", "both"] },
  ],
};
const bigModel: Condition = { q: "training_compute_flop", gt: 1e25 };

describe("conditions", () => {
  it("on one question: is, in and gt, with gt strictly greater and only for numbers", () => {
    expect(evaluateCondition({ q: "role", is: "provider" }, { role: "provider" })).toEqual({
      value: true,
      triggeredBy: [{ question: "role", answer: "provider" }],
    });
    expect(evaluateCondition({ q: "role", in: ["deployer", "both"] }, { role: "provider" })).toEqual({ value: false });
    expect(evaluateCondition(bigModel, { training_compute_flop: 2e25 }).value).toBe(true);
    expect(evaluateCondition(bigModel, { training_compute_flop: 1e25 }).value).toBe(false);
    expect(evaluateCondition(bigModel, { training_compute_flop: "3e25" }).value).toBe(false);
    expect(evaluateCondition(bigModel, {})).toEqual({ value: "unknown", needs: ["training_compute_flop"] });
  });

  it("all: false as soon as one part is false, even with others unknown; unknown names every missing part", () => {
    expect(evaluateCondition(chatbot, { interacts_with_people: "no" })).toEqual({ value: false });
    expect(evaluateCondition(chatbot, { interacts_with_people: "yes" })).toEqual({ value: "unknown", needs: ["role"] });
    expect(evaluateCondition(chatbot, {})).toEqual({ value: "unknown", needs: ["interacts_with_people", "role"] });
    expect(evaluateCondition(chatbot, { interacts_with_people: "yes", role: "both" })).toEqual({
      value: true,
      triggeredBy: [
        { question: "interacts_with_people", answer: "yes" },
        { question: "role", answer: "both" },
      ],
    });
  });

  it("any: true as soon as one part is true, even with others unknown, naming only the parts that hold", () => {
    const any: Condition = { any: [{ q: "deep_fake", is: "yes" }, { q: "generates_synthetic_content", is: "yes" }, bigModel] };
    expect(evaluateCondition(any, { generates_synthetic_content: "yes" })).toEqual({
      value: true,
      triggeredBy: [{ question: "generates_synthetic_content", answer: "yes" }],
    });
    expect(evaluateCondition(any, { deep_fake: "no", generates_synthetic_content: "no" })).toEqual({
      value: "unknown",
      needs: ["training_compute_flop"],
    });
    expect(evaluateCondition(any, { deep_fake: "no", generates_synthetic_content: "no", training_compute_flop: 1 })).toEqual({
      value: false,
    });
  });

  it("not: flips true and false, keeps unknown, and names no triggering answer", () => {
    expect(evaluateCondition({ not: { q: "deep_fake", is: "yes" } }, { deep_fake: "no" })).toEqual({ value: true, triggeredBy: [] });
    expect(evaluateCondition({ not: { q: "deep_fake", is: "yes" } }, { deep_fake: "yes" })).toEqual({ value: false });
    expect(evaluateCondition({ not: chatbot }, {})).toEqual({ value: "unknown", needs: ["interacts_with_people", "role"] });
  });

  it("names a question once however many parts need it", () => {
    const twice: Condition = {
      all: [
        { q: "role", is: "provider" },
        {
          any: [
            { q: "role", is: "both" },
            { q: "deep_fake", is: "yes" },
          ],
        },
      ],
    };
    expect(evaluateCondition(twice, {})).toEqual({ value: "unknown", needs: ["role", "deep_fake"] });
  });
});
