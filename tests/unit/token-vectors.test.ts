// The published test vectors (tests/vectors/trust-ledger-tokens.json): the file is exactly what the
// generator produces (reproducible), covers every outcome and the required tree sizes, and the verifier
// gives each case its expected outcome.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { verifyTrustToken } from "@/lib/statement-log/verify-token";
import { TOKEN_OUTCOMES } from "@/lib/vocabulary/statement-log";
import { generateVectors, VECTOR_FILE } from "@/tests/vectors/generate";

const file = JSON.parse(readFileSync(VECTOR_FILE, "utf8"));

describe("Trust Ledger Token vectors", () => {
  it("are reproducible: a fresh generation equals the committed file", async () => {
    expect(JSON.parse(JSON.stringify(await generateVectors()))).toEqual(file);
  });

  it("hold at least 30 cases covering every outcome and trees of 1, 2, 3, 7, 8, 9 and 1000", () => {
    expect(file.cases.length).toBeGreaterThanOrEqual(30);
    expect(new Set(file.cases.map((c: { expected: string }) => c.expected))).toEqual(new Set(TOKEN_OUTCOMES));
    for (const size of [1, 2, 3, 7, 8, 9, 1000])
      expect(
        file.cases.some((c: { name: string }) => c.name.startsWith(`valid-size-${size}-`)),
        `size ${size}`,
      ).toBe(true);
  });

  for (const c of file.cases as {
    name: string;
    description: string;
    token: string;
    expected: string;
    witness_keys?: never[];
    log_verifier_key?: string;
  }[]) {
    it(`${c.name}: ${c.expected}`, () => {
      const verdict = verifyTrustToken(c.token, {
        witnessKeys: c.witness_keys ?? file.witness_keys,
        logVerifierKey: c.log_verifier_key ?? file.log_verifier_key,
      });
      expect(verdict.outcome, `${c.description}: ${verdict.detail}`).toBe(c.expected);
    });
  }
});
