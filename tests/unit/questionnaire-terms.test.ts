// Questionnaire term matching (lib/questionnaire/terms.ts): stopwords out, five-letter stems, and a
// coverage that needs two shared terms before a longer question counts as matched at all.
import { describe, expect, it } from "vitest";
import { coverage, processTerm, terms } from "@/lib/questionnaire/terms";

describe("terms", () => {
  it("lower-case the text, split on anything but letters and digits, and drop stopwords and single letters", () => {
    expect(terms("Do you encrypt customer data AT REST (AES-256)?")).toEqual(["encrypt", "customer", "data", "rest", "aes", "256"]);
    expect(terms("What is the a of it?")).toEqual([]);
  });

  it("process a token to its five-letter stem, or nothing for a stopword", () => {
    expect(processTerm("Encryption")).toBe("encry");
    expect(processTerm("encrypted")).toBe("encry");
    expect(processTerm("TLS")).toBe("tls");
    expect(processTerm("the")).toBeNull();
  });
});

describe("coverage", () => {
  it("is the share of the question's stems found in the candidate", () => {
    expect(coverage("Is customer data encrypted at rest?", "All customer data is encrypted at rest with AES-256.")).toBe(1);
    // customer, data, encrypted, rest, backups: four of five stems present.
    expect(coverage("Are customer data backups encrypted at rest?", "Customer data is encrypted at rest.")).toBe(0.8);
  });

  it("counts one shared word as no match for a question of two or more terms", () => {
    expect(coverage("How many employees do you have?", "Employees' keys are rotated yearly.")).toBe(0);
    expect(coverage("Encryption?", "We use encryption everywhere.")).toBe(1);
    expect(coverage("the and of", "anything")).toBe(0);
  });

  it("treats word forms sharing a five-letter stem as the same word", () => {
    expect(coverage("encryption policy", "we encrypt under a written policy")).toBe(1);
  });
});
