// The 25 fixed trust pillars every worker profile counts (pillarSummary.total is always 25), grouped
// by area. The freshness category sets how long an observation stays current.
export type FreshnessCategory = "operational" | "configuration" | "document";

export interface PillarDefinition {
  id: string;
  label: string;
  area: string;
  freshnessCategory: FreshnessCategory;
  /** Where a connected provider reads it, as "<provider>:<path>". */
  sourceRef: string;
}

export const FRESHNESS_WINDOW_DAYS: Record<FreshnessCategory, number> = {
  operational: 7,
  configuration: 30,
  document: 365,
};

export const PILLARS: readonly PillarDefinition[] = [
  {
    id: "access-control",
    label: "Access control",
    area: "identity",
    freshnessCategory: "configuration",
    sourceRef: "okta:policies/app-access",
  },
  {
    id: "multi-factor-auth",
    label: "Multi-factor authentication",
    area: "identity",
    freshnessCategory: "configuration",
    sourceRef: "okta:policies/mfa",
  },
  { id: "single-sign-on", label: "Single sign-on", area: "identity", freshnessCategory: "configuration", sourceRef: "okta:apps/saml" },
  {
    id: "privileged-access",
    label: "Privileged access",
    area: "identity",
    freshnessCategory: "configuration",
    sourceRef: "aws:iam/admin-roles",
  },
  {
    id: "encryption-at-rest",
    label: "Encryption at rest",
    area: "data-protection",
    freshnessCategory: "configuration",
    sourceRef: "aws:kms/keys",
  },
  {
    id: "encryption-in-transit",
    label: "Encryption in transit",
    area: "data-protection",
    freshnessCategory: "configuration",
    sourceRef: "aws:elb/tls-policies",
  },
  {
    id: "key-management",
    label: "Key management",
    area: "data-protection",
    freshnessCategory: "configuration",
    sourceRef: "aws:kms/rotation",
  },
  {
    id: "data-retention",
    label: "Data retention",
    area: "data-protection",
    freshnessCategory: "document",
    sourceRef: "aws:s3/lifecycle-rules",
  },
  { id: "backups", label: "Backups", area: "infrastructure", freshnessCategory: "operational", sourceRef: "aws:backup/plans" },
  {
    id: "network-security",
    label: "Network security",
    area: "infrastructure",
    freshnessCategory: "configuration",
    sourceRef: "aws:ec2/security-groups",
  },
  {
    id: "endpoint-security",
    label: "Endpoint security",
    area: "infrastructure",
    freshnessCategory: "operational",
    sourceRef: "jamf:devices/compliance",
  },
  {
    id: "logging-monitoring",
    label: "Logging and monitoring",
    area: "operations",
    freshnessCategory: "operational",
    sourceRef: "aws:cloudtrail/trails",
  },
  {
    id: "incident-response",
    label: "Incident response",
    area: "operations",
    freshnessCategory: "document",
    sourceRef: "github:security/incident-runbook",
  },
  {
    id: "change-management",
    label: "Change management",
    area: "operations",
    freshnessCategory: "configuration",
    sourceRef: "github:branch-protection/main",
  },
  {
    id: "business-continuity",
    label: "Business continuity",
    area: "operations",
    freshnessCategory: "document",
    sourceRef: "github:docs/bcp",
  },
  {
    id: "vulnerability-management",
    label: "Vulnerability management",
    area: "application-security",
    freshnessCategory: "operational",
    sourceRef: "github:dependabot/alerts",
  },
  {
    id: "secure-development",
    label: "Secure development",
    area: "application-security",
    freshnessCategory: "configuration",
    sourceRef: "github:actions/codeql",
  },
  {
    id: "penetration-testing",
    label: "Penetration testing",
    area: "application-security",
    freshnessCategory: "document",
    sourceRef: "github:docs/pentest-summary",
  },
  {
    id: "dependency-management",
    label: "Dependency management",
    area: "application-security",
    freshnessCategory: "operational",
    sourceRef: "github:dependabot/config",
  },
  {
    id: "vendor-management",
    label: "Vendor management",
    area: "governance",
    freshnessCategory: "document",
    sourceRef: "google-workspace:drive/vendor-register",
  },
  {
    id: "security-training",
    label: "Security awareness training",
    area: "governance",
    freshnessCategory: "document",
    sourceRef: "google-workspace:groups/training-completions",
  },
  {
    id: "security-policies",
    label: "Security policies",
    area: "governance",
    freshnessCategory: "document",
    sourceRef: "google-workspace:drive/policies",
  },
  {
    id: "privacy-program",
    label: "Privacy program",
    area: "privacy",
    freshnessCategory: "document",
    sourceRef: "google-workspace:drive/ropa",
  },
  {
    id: "subprocessor-disclosure",
    label: "Subprocessor disclosure",
    area: "privacy",
    freshnessCategory: "document",
    sourceRef: "web:/subprocessors",
  },
  { id: "ai-governance", label: "AI governance", area: "ai", freshnessCategory: "document", sourceRef: "github:docs/ai-policy" },
];
