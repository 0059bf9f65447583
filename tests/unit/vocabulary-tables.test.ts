// The closed vocabularies (lib/vocabulary/*): every word list holds distinct, non-empty words, and the
// tables that pair them (exit codes, verifier outcomes to exit codes) cover each word exactly once.
import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { VERIFY_OUTCOME_EXIT } from "@/lib/transports/cli/verify-outcome-exit";
import { EXIT, EXIT_CODE_TABLE } from "@/lib/vocabulary/cli-exit-codes";
import { VERIFY_OUTCOMES } from "@/lib/vocabulary/verify-outcomes";

const DIR = path.resolve(import.meta.dirname, "../../lib/vocabulary");

async function wordLists(): Promise<[string, string[]][]> {
  const lists: [string, string[]][] = [];
  for (const file of readdirSync(DIR).filter((f) => f.endsWith(".ts"))) {
    const mod = (await import(`@/lib/vocabulary/${file.replace(/\.ts$/, "")}`)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(mod)) {
      if (Array.isArray(value) && value.length > 0 && value.every((v) => typeof v === "string"))
        lists.push([`${file}: ${name}`, value as string[]]);
    }
  }
  return lists;
}

describe("vocabularies", () => {
  it("hold distinct, non-empty words in every list", async () => {
    const lists = await wordLists();
    expect(lists.length).toBeGreaterThan(15);
    for (const [name, words] of lists) {
      expect(new Set(words).size, name).toBe(words.length);
      for (const w of words) expect(w.trim(), name).not.toBe("");
    }
  });

  it("list each exit code once, in code order, named as the code names it", () => {
    expect(EXIT_CODE_TABLE.map((r) => r.code)).toEqual([...Object.values(EXIT)].sort((a, b) => a - b));
    for (const row of EXIT_CODE_TABLE) expect(EXIT[row.name], row.name).toBe(row.code);
  });

  it("give every verifier outcome an exit code, and 0 to valid only", () => {
    expect(Object.keys(VERIFY_OUTCOME_EXIT).sort()).toEqual([...VERIFY_OUTCOMES].sort());
    for (const outcome of VERIFY_OUTCOMES) expect(VERIFY_OUTCOME_EXIT[outcome] === 0, outcome).toBe(outcome === "valid");
  });
});
