// Words for a comparison's sections and cell qualifiers, shared by the compare page and its twin.
import { categoryLabel } from "@/lib/site/categories";

/** Qualifiers a cell may carry (`flags` of spec 2.8 beyond the origins), in words. */
export const FLAG_WORDS: Record<string, string> = {
  stale: "older than its freshness window",
  undated: "undated",
  "not-versioned": "evidence areas are not versioned",
};

export function qualifiers(flags: readonly string[]): string[] {
  return flags.filter((f) => FLAG_WORDS[f]).map((f) => FLAG_WORDS[f]);
}

export function sectionLabel(category: string): string {
  return category === "pillar" ? "Evidence areas" : categoryLabel(category);
}
