// The closed lists a company's record and evidence areas draw from. Each describes, none grades.

/** What an evidence area is about: systems that run, how they are configured, or a document. */
export const EVIDENCE_CATEGORIES = ["operational", "configuration", "document"] as const;
export type EvidenceCategory = (typeof EVIDENCE_CATEGORIES)[number];

export const DATA_RESIDENCY_REGIONS = ["EU", "US", "UK", "APAC"] as const;
export const DEPLOYMENT_MODELS = ["saas", "self-hosted", "hybrid", "on-prem"] as const;

/** EU AI Act risk classification of a declared AI system, as the company gave it. */
export const AI_RISK_TIERS = ["unacceptable", "high", "limited", "minimal", "unclassified"] as const;
export const AI_SYSTEM_KINDS = ["model", "agent", "application", "dataset"] as const;

/** The categories a company may declare facts in from its workspace (issue 29); each names a subject, not a grade. */
export const DECLARABLE_FACT_CATEGORIES = [
  "company",
  "security",
  "privacy",
  "infrastructure",
  "ai",
  "compliance",
  "legal",
  "contact",
] as const;
