// Narrowing the public company lists (lib/directory/company-filter.ts): every list starts from the listed
// companies, each criterion adds one condition with its value bound (never spliced), LIKE wildcards in
// user text are literal, and equivalent filters share one fingerprint.
import { describe, expect, it } from "vitest";
import { containsPattern, filterConditions, filterFingerprint } from "@/lib/directory/company-filter";

describe("LIKE patterns", () => {
  it("match the term anywhere, with %, _ and backslash taken literally", () => {
    expect(containsPattern("acme")).toBe("%acme%");
    expect(containsPattern("100%_sure\\")).toBe("%100\\%\\_sure\\\\%");
  });
});

describe("filter conditions", () => {
  it("are only the listed condition for an empty filter", () => {
    const sql = filterConditions({});
    expect(sql.sql).toBe('c."listed"');
    expect(sql.values).toEqual([]);
  });

  it("bind each value: text terms lower-cased one LIKE each, industry lower-cased, dates in UTC", () => {
    const since = new Date(Date.UTC(2026, 4, 1));
    const sql = filterConditions({
      text: "  Acme  CLOUD ",
      industry: "SaaS",
      hqCountry: "DE",
      hasWitnessedReading: true,
      changedSince: since,
    });
    expect(sql.sql.split(" AND ")).toHaveLength(7);
    expect(sql.sql).not.toContain("Acme");
    expect(sql.values).toEqual(["%acme%", "%cloud%", "saas", "DE", true, since.toISOString()]);
  });

  it("keep a quote in user text out of the SQL text", () => {
    const sql = filterConditions({ text: "o'brien", productName: "x'; drop table" });
    expect(sql.sql).not.toContain("brien");
    expect(sql.sql).not.toContain("drop");
    expect(sql.values).toEqual(["%o'brien%", "%x'; drop table%"]);
  });
});

describe("filter fingerprints", () => {
  it("are 16 base64url characters, equal for filters that select the same rows", () => {
    const a = filterFingerprint({ text: "Acme  Cloud", industry: "SaaS" });
    expect(a).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(filterFingerprint({ text: " acme cloud ", industry: "saas" })).toBe(a);
  });

  it("differ when any criterion differs, true and false and absent included", () => {
    const prints = [
      {},
      { text: "acme" },
      { industry: "saas" },
      { hqCountry: "DE" },
      { dataResidency: "EU" },
      { deploymentModel: "saas" },
      { productName: "acme" },
      { hasWitnessedReading: true },
      { hasWitnessedReading: false },
      { changedSince: new Date(0) },
    ].map(filterFingerprint);
    expect(new Set(prints).size).toBe(prints.length);
  });
});
