// Drafting questionnaire answers (lib/questionnaire/draft-answers.ts) from a grounding held in memory:
// an approved entry or a witnessed fact that covers the question answers it, the crosswalk may lend an
// entry of the same control area at low confidence, and anything else is routed to a person.
import { describe, expect, it } from "vitest";
import { draftAnswers, MAX_QUESTION_CHARS, MAX_QUESTIONS, usableQuestions } from "@/lib/questionnaire/draft-answers";
import type { Grounding } from "@/lib/questionnaire/grounding";

const grounding: Grounding = {
  workspaceName: "Acme",
  knowledge: [
    { id: "k1", question: "Is customer data encrypted at rest?", answer: "Yes, with AES-256 in our managed database.", control: "A.8.24" },
    {
      id: "k2",
      question: "Do you require multi-factor authentication?",
      answer: "Yes, MFA with security keys for all staff.",
      control: "CC6.1",
    },
    { id: "k3", question: "How do you review access rights?", answer: "Quarterly access reviews by each team lead.", control: null },
  ],
  evidence: [
    { id: "e1", category: "transport", label: "HSTS max-age", value: "31536000 seconds", witnessedAt: new Date(Date.UTC(2026, 2, 1)) },
  ],
};

describe("drafted answers", () => {
  it("take an approved entry that covers the question, with high confidence and its control", () => {
    const [a] = draftAnswers(["Is customer data encrypted at rest?"], grounding);
    expect(a).toMatchObject({ status: "answered", source: "knowledge_base", confidence: "high", answer: grounding.knowledge[0]!.answer });
    expect(a!.control).toMatch(/^A\.8\.24 · Encryption at rest \(/);
  });

  it("quote a witnessed fact with the date of its reading", () => {
    const [a] = draftAnswers(["What is your HSTS max-age?"], grounding);
    expect(a).toMatchObject({
      status: "answered",
      source: "witnessed_evidence",
      answer: "Witnessed on the reading of 2026-03-01: HSTS max-age: 31536000 seconds.",
    });
  });

  it("lend an entry of the question's control area at low confidence when no text covers it", () => {
    const [a] = draftAnswers(["Do you use a second factor, such as 2FA, for admin consoles?"], grounding);
    expect(a).toMatchObject({ status: "answered", source: "crosswalk", confidence: "low", answer: grounding.knowledge[1]!.answer });
  });

  it("route a question nothing covers to a person, never inventing an answer", () => {
    const [a] = draftAnswers(["How many employees do you have?"], grounding);
    expect(a).toMatchObject({ status: "needs_review", source: "routed", confidence: "none" });
    expect(a!.answer).toContain("routed to a person at Acme");
  });

  it("answer every question in order, and route everything when nothing is approved", () => {
    const questions = ["Is customer data encrypted at rest?", "How many employees do you have?"];
    expect(draftAnswers(questions, grounding).map((a) => a.question)).toEqual(questions);
    expect(draftAnswers(questions, { workspaceName: "Empty", knowledge: [], evidence: [] }).every((a) => a.source === "routed")).toBe(true);
  });
});

describe("usable questions", () => {
  it("keep non-empty strings, trimmed, at most 200 of them and 600 characters each", () => {
    expect(usableQuestions({ questions: ["  a?  ", "", 3, null, "b?"] })).toEqual(["a?", "b?"]);
    expect(usableQuestions({ questions: Array.from({ length: 300 }, (_, i) => `q${i}`) })).toHaveLength(MAX_QUESTIONS);
    expect(usableQuestions({ questions: ["x".repeat(1000)] })![0]).toHaveLength(MAX_QUESTION_CHARS);
  });

  it("are null without a usable array", () => {
    expect(usableQuestions({ questions: [] })).toBeNull();
    expect(usableQuestions({ questions: ["   "] })).toBeNull();
    expect(usableQuestions({ questions: "a?" })).toBeNull();
    expect(usableQuestions(null)).toBeNull();
  });
});
