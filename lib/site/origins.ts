// The origin vocabulary in words. An origin says who gave an account of a fact; it is never a
// judgement of the fact, so it is always written out, never shown as a colour.

export type FactOrigin = "company-declared" | "witnessed" | "public-source";

/** The fixed order of the vocabulary (accounts are listed in it; it is not a ranking). */
export const ORIGIN_ORDER: readonly FactOrigin[] = ["company-declared", "witnessed", "public-source"];

export const ORIGIN_WORDS: Record<FactOrigin, { label: string; meaning: string }> = {
  "company-declared": {
    label: "Company-declared",
    meaning: "The company told us. Published as its own account; the service did not check it.",
  },
  witnessed: {
    label: "Witnessed",
    meaning: "The service's own hourly reading of the company's public systems saw it.",
  },
  "public-source": {
    label: "Public source",
    meaning: "A named public source says so, for example the company's published terms.",
  },
};

export function originLabel(origin: string): string {
  return ORIGIN_WORDS[origin as FactOrigin]?.label ?? origin;
}
