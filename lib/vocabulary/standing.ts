// The standing label a public list shows on each row: what the readings found, never a grade.
export const STANDING_LABELS = ["Witnessed", "No observation on last reading", "Not yet witnessed"] as const;
export type StandingLabel = (typeof STANDING_LABELS)[number];
