// Who a fact comes from, in its fixed order; accounts and sorted facts follow it (not a ranking).
export const FACT_ORIGINS = ["company-declared", "witnessed", "public-source"] as const;
export type PublicFactOrigin = (typeof FACT_ORIGINS)[number];
