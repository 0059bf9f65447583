// The classification table, through the public route: each system description is submitted with a
// signed-in session to POST /api/eu/systems (forwarded to the API host) and its findings are checked:
// tier, every finding that applies with its article and triggering answers, and every "cannot decide"
// with the answers it needs. Also: every rule of the bundled rule set passes its own test.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ruleTestFailures } from "@/lib/eu-ai-act/check-rule-tests";
import { bundledRuleSet } from "@/lib/eu-ai-act/rule-set";
import { startApp, type TestApp } from "@/tests/helpers/app";
import { confirmedAccount, type Account } from "@/tests/auth/support";
import { CASES, type ClassificationCase } from "@/tests/eu-ai-act/classification-cases";

let app: TestApp;
let owner: Account;
beforeAll(async () => {
  app = await startApp({ EU_RATE_PER_MINUTE: "1000" });
  owner = await confirmedAccount(app, "eu-table", "Table Co");
});
afterAll(async () => {
  await app?.stop();
});

interface Finding {
  rule_id: string;
  status: string;
  article: string;
  effective_from: string;
  triggered_by: { question: string; answer: unknown }[];
  needs: string[];
  message: string;
}

async function classify(name: string, answers: Record<string, unknown>) {
  const res = await app.web.post("/api/eu/systems", { name, ...answers }, { cookie: owner.cookie });
  expect(res.status, res.text).toBe(201);
  return res.body.classification as { tier: string; findings: Finding[]; rule_set_version: number; open_questions: string[] };
}

describe("the bundled rule set", () => {
  it("has a rule per Article 5 practice and Annex III point, and every rule passes its own test", () => {
    const set = bundledRuleSet();
    expect(ruleTestFailures(set)).toEqual([]);
    expect(set.rules.filter((r) => r.kind === "prohibited_practice").map((r) => r.article)).toEqual(
      ["a", "b", "c", "d", "e", "f", "g", "h"].map((l) => `Art. 5(1)(${l})`),
    );
    expect(set.rules.filter((r) => r.kind === "high_risk_annex_iii").map((r) => r.annex_point)).toEqual(
      [1, 2, 3, 4, 5, 6, 7, 8].map((n) => `Annex III, point ${n}`),
    );
    const dates = Object.fromEntries(set.rules.map((r) => [r.id, r.effective_from]));
    expect(dates["art5-1-a"]).toBe("2025-02-02");
    expect(dates["art53-gpai"]).toBe("2025-08-02");
    expect(dates["annex-iii-4"]).toBe("2026-08-02");
    expect(dates["art50-1"]).toBe("2026-08-02");
    expect(dates["art6-1-annex-i"]).toBe("2027-08-02");
  });
});

describe("classification table", () => {
  it(`holds at least 25 cases`, () => {
    expect(CASES.length).toBeGreaterThanOrEqual(25);
  });

  it.each(CASES.map((c) => [c.name, c] as [string, ClassificationCase]))("%s", async (name, c) => {
    const result = await classify(name, c.answers);
    expect(result.rule_set_version).toBe(1);
    expect(result.tier).toBe(c.tier);
    const applying = result.findings.filter((f) => f.status === "applies");
    expect(applying.map((f) => [f.rule_id, f.article]).sort()).toEqual([...c.applies].sort());
    for (const f of applying) {
      expect(f.message).toMatch(new RegExp(`^${f.article.replace(/[().]/g, "\\$&")}: `));
      if (f.rule_id !== "minimal") {
        expect(f.triggered_by.length, `${f.rule_id} names the answers that triggered it`).toBeGreaterThan(0);
        for (const t of f.triggered_by) expect(c.answers[t.question]).toBe(t.answer === 1e25 ? "1e25" : t.answer);
      }
    }
    const undecided = Object.fromEntries(result.findings.filter((f) => f.status === "cannot_decide").map((f) => [f.rule_id, f.needs]));
    expect(undecided).toEqual(c.undecided ?? {});
    for (const f of result.findings.filter((x) => x.status === "cannot_decide"))
      expect(f.message).toBe(`cannot decide: needs ${f.needs.join(", ")}`);
  });

  it("with no answers at all, decides nothing: every rule says which answer it needs", async () => {
    const result = await classify("described by name only", {});
    expect(result.tier).toBe("cannot_decide");
    expect(result.findings.every((f) => f.status === "cannot_decide")).toBe(true);
    expect(result.findings).toHaveLength(bundledRuleSet().rules.length);
    expect(result.findings.find((f) => f.rule_id === "art5-1-a")?.message).toBe("cannot decide: needs subliminal_manipulation");
    expect(result.open_questions).toEqual(
      expect.arrayContaining(["role", "annex_iii_area", "general_purpose_model", "training_compute_flop"]),
    );
  });

  it("refuses an answer outside the question's choices with 400 naming the field", async () => {
    const res = await app.web.post("/api/eu/systems", { name: "bad", social_scoring: "maybe" }, { cookie: owner.cookie });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe("invalid_request");
    expect(res.body.message).toContain("social_scoring");
    const unknownField = await app.web.post("/api/eu/systems", { name: "bad", conformity_mark: "yes" }, { cookie: owner.cookie });
    expect(unknownField.status).toBe(400);
    expect(unknownField.body.message).toContain("conformity_mark");
  });
});
