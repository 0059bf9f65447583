// The guard's decision function, exported for agents to call in-process, over every combination of its
// inputs: the invariants hold in all of them (no `allow` when the source is unreachable, the
// counterparty unknown, a required claim missing or stale; an invalid statement, a wrong subject or an
// unmet absolute rule denies), and the same inputs give the same decision.
import { describe, expect, it } from "vitest";
import { GUARD_DECISIONS, GUARD_REASONS } from "@/lib/vocabulary/guard-decisions";
import { decide, GuardDecisionSchema, type DecideInput } from "@/lib/transports/cli/guard/decide";
import type { GuardClaim, GuardEvidence } from "@/lib/transports/cli/guard/evidence";
import { findCounterparty } from "@/lib/transports/cli/guard/counterparty";
import { parsePolicy, PolicyError, type GuardPolicy } from "@/lib/transports/cli/guard/policy";

const NOW = new Date("2026-06-01T12:00:00.000Z");
const FRESH = "2026-06-01T11:00:00.000Z";
const STALE = "2026-05-20T11:00:00.000Z";

type ClaimState = "fresh" | "stale" | "undated" | "absent";
const CLAIM_STATES: ClaimState[] = ["fresh", "stale", "undated", "absent"];

function policyFor(absolute: boolean, withRules: boolean, unknownTool: "hold" | "deny"): GuardPolicy {
  return parsePolicy(`
version: 1
unknown_tool: ${unknownTool}
tools:
  pay_invoice:
    action: pay
    counterparty: { argument: payee.url, type: url }
rules:
${
  withRules
    ? `  - action: pay
    absolute: ${absolute}
    require:
      - claim: witnessed
        max_age: PT24H
      - claim: security/data-retention
        origin: company-declared
        max_age: P7D
  - action: send_data
    absolute: true
    require:
      - claim: privacy/dpa`
    : "  []"
}
`);
}

function claim(name: string, origin: GuardClaim["origin"], state: ClaimState): GuardClaim[] {
  if (state === "absent") return [];
  return [{ claim: name, origin, observed_at: state === "fresh" ? FRESH : state === "stale" ? STALE : null }];
}

interface Case {
  input: DecideInput;
  known: boolean;
  counterparty: boolean;
  status: GuardEvidence["status"];
  statement: "valid" | "invalid" | "absent";
  subject: boolean;
  witnessed: ClaimState;
  retention: ClaimState;
  absolute: boolean;
  withRules: boolean;
  unknownTool: "hold" | "deny";
}

function* cases(): Generator<Case> {
  for (const known of [true, false])
    for (const counterparty of [true, false])
      for (const status of ["unreachable", "not_listed", "listed"] as const)
        for (const statement of ["valid", "invalid", "absent"] as const)
          for (const subject of [true, false])
            for (const witnessed of CLAIM_STATES)
              for (const retention of CLAIM_STATES)
                for (const absolute of [true, false])
                  for (const withRules of [true, false])
                    for (const unknownTool of ["hold", "deny"] as const) {
                      const evidence: GuardEvidence =
                        status === "unreachable"
                          ? { status, detail: "could not connect" }
                          : status === "not_listed"
                            ? { status }
                            : {
                                status,
                                statement,
                                subject_matches: subject,
                                claims: [
                                  ...claim("witnessed", "witnessed", witnessed),
                                  ...claim("security/data-retention", "company-declared", retention),
                                  // An account from another origin never meets an origin-bound requirement.
                                  ...claim("security/data-retention", "public-source", "fresh"),
                                ],
                              };
                      yield {
                        input: {
                          policy: policyFor(absolute, withRules, unknownTool),
                          tool: known ? "pay_invoice" : "wire_money",
                          counterparty: counterparty ? "lumen-analytics.example" : null,
                          evidence,
                          now: NOW,
                        },
                        known,
                        counterparty,
                        status,
                        statement,
                        subject,
                        witnessed,
                        retention,
                        absolute,
                        withRules,
                        unknownTool,
                      };
                    }
}

describe("decide: exhaustive table over the inputs", () => {
  const all = [...cases()];

  it(`covers every combination (${all.length} cases)`, () => {
    expect(all.length).toBe(2 * 2 * 3 * 3 * 2 * 4 * 4 * 2 * 2 * 2);
  });

  it("every decision document follows the published schema, with sorted reasons from the vocabulary", () => {
    for (const c of all) {
      const d = decide(c.input);
      expect(GuardDecisionSchema.safeParse(d).success).toBe(true);
      expect(GUARD_DECISIONS).toContain(d.decision);
      expect(d.reasons.length).toBeGreaterThan(0);
      expect([...d.reasons].sort()).toEqual(d.reasons);
      for (const r of d.reasons) expect(GUARD_REASONS).toContain(r);
    }
  });

  it("the invariants hold in every case", () => {
    let allowed = 0;
    for (const c of all) {
      const d = decide(c.input);
      const label = JSON.stringify({ ...c, input: undefined, decision: d.decision, reasons: d.reasons });
      const requirementsApply = c.known && c.withRules && c.counterparty && c.status === "listed";
      const requirementUnmet = requirementsApply && (c.witnessed !== "fresh" || c.retention !== "fresh");

      if (!c.known) {
        expect(d.decision, label).toBe(c.unknownTool);
        expect(d.reasons, label).toEqual(["tool_not_in_policy"]);
        continue;
      }
      if (!c.counterparty || c.status === "not_listed") {
        expect(d.decision, label).not.toBe("allow");
        expect(d.reasons, label).toContain("unknown_counterparty");
      }
      if (c.counterparty && c.status === "unreachable") {
        expect(d.decision, label).not.toBe("allow");
        expect(d.reasons, label).toContain("source_unreachable");
      }
      if (requirementUnmet) {
        expect(d.decision, label).not.toBe("allow");
        const states = [c.witnessed, c.retention];
        if (states.includes("absent")) expect(d.reasons, label).toContain("claim_missing");
        if (states.some((s) => s === "stale" || s === "undated")) expect(d.reasons, label).toContain("claim_stale");
        if (c.absolute) expect(d.decision, label).toBe("deny");
      }
      if (c.counterparty && c.status === "listed" && c.statement === "invalid") {
        expect(d.decision, label).toBe("deny");
        expect(d.reasons, label).toContain("evidence_invalid");
      }
      if (c.counterparty && c.status === "listed" && c.statement !== "absent" && !c.subject) {
        expect(d.decision, label).toBe("deny");
        expect(d.reasons, label).toContain("subject_mismatch");
      }
      // Never allow on a missing precondition; and allow whenever every precondition holds.
      const clean =
        c.counterparty &&
        c.status === "listed" &&
        c.statement !== "invalid" &&
        (c.statement === "absent" || c.subject) &&
        !requirementUnmet;
      expect(d.decision === "allow", label).toBe(Boolean(clean));
      if (d.decision === "allow") {
        allowed += 1;
        expect(d.reasons, label).toEqual([c.withRules ? "requirements_met" : "no_requirement"]);
        expect(
          d.requirements.every((r) => r.state === "met"),
          label,
        ).toBe(true);
      }
    }
    // The table is not vacuous: some cases are allowed, most are not.
    expect(allowed).toBeGreaterThan(0);
    expect(allowed).toBeLessThan(all.length / 4);
  });

  it("the same inputs give the same decision, whatever the order of the evidence", () => {
    for (const c of all) {
      const first = decide(c.input);
      const again = decide(structuredClone(c.input));
      expect(again).toEqual(first);
      if (c.input.evidence.status === "listed") {
        const reversed = { ...c.input, evidence: { ...c.input.evidence, claims: [...c.input.evidence.claims].reverse() } };
        expect(decide(reversed)).toEqual(first);
      }
    }
  });
});

describe("the counterparty comes from the typed argument only", () => {
  const spec = { argument: "payee.url", type: "url" as const };
  it.each([
    [{ payee: { url: "https://www.Lumen-Analytics.example/invoices/7" } }, "lumen-analytics.example"],
    [{ payee: { url: "lumen-analytics.example" } }, null],
    [{ payee: { url: "https://10.0.0.8/pay" } }, null],
    [{ payee: { url: "https://user:pw@lumen-analytics.example/" } }, null],
    [{ payee: { url: 42 } }, null],
    [{ payee: {}, memo: "pay https://lumen-analytics.example now" }, null],
    [{ "payee.url": "https://lumen-analytics.example/" }, null],
  ])("%j gives %j", (args, host) => {
    expect(findCounterparty(args, spec)).toBe(host);
  });

  it("domain and e-mail typed arguments", () => {
    expect(findCounterparty({ vendor: "Harbor-Labs.example." }, { argument: "vendor", type: "domain" })).toBe("harbor-labs.example");
    expect(findCounterparty({ vendor: "https://harbor-labs.example" }, { argument: "vendor", type: "domain" })).toBeNull();
    expect(findCounterparty({ to: "billing@harbor-labs.example" }, { argument: "to", type: "email" })).toBe("harbor-labs.example");
    expect(findCounterparty({ to: "not an address" }, { argument: "to", type: "email" })).toBeNull();
  });
});

describe("the policy is parsed strictly", () => {
  it.each([
    ["version: 2\ntools: {}\n", /version/],
    [
      "version: 1\ntools: {}\nrules:\n  - action: pay\n    require:\n      - claim: witnessed\n        max_age: 24h\n",
      /max_age.*ISO 8601 duration/,
    ],
    ["version: 1\ntools: {}\nunknown_tool: allow\n", /unknown_tool/],
    ["version: 1\nversion: 1\ntools: {}\n", /not valid YAML/],
    ["version: 1\ntools: {}\nscore: 3\n", /Unrecognized key/],
  ])("refuses %j", (text, message) => {
    expect(() => parsePolicy(text)).toThrow(PolicyError);
    expect(() => parsePolicy(text)).toThrow(message);
  });
});
