// The A2A agent's skills (spec 4.1). A skill is served, and named in the Agent Card, only when the code
// behind it is present: see AVAILABLE_SKILLS in lib/transports/a2a/skills.ts.
export const A2A_SKILLS = ["company_record", "verify_token", "ask"] as const;
export type A2aSkill = (typeof A2A_SKILLS)[number];
