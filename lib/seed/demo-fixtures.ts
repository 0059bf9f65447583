// The named fixtures tests and demos rely on (listed in demo-network.ts): each one
// pins a state the reads must render exactly.
import { publishRecordVersion } from "@/lib/network/publish-version";
import { KESTREL_AI, LUMEN_AI, writeAiProfile } from "@/lib/seed/ai-profiles";
import { genericFacts } from "@/lib/seed/demo-facts";
import { seedNetworkCompany } from "@/lib/seed/demo-roles";
import { DAY, hourlyTimes, pillarRows, providerRows } from "@/lib/seed/demo-rows";
import {
  createCompany,
  insertFacts,
  takeReadings,
  witnessBeforePublishing,
  type FactSeed,
  type SeedContext,
} from "@/lib/seed/demo-writers";
import { seedKestrelWorkspace, seedLedgerlineChain } from "@/lib/seed/worker-fixtures";

const MINUTE = 60_000;
const ago = (now: Date, ms: number) => new Date(now.getTime() - ms);
const fact = (category: string, key: string, label: string, value: string, origin: FactSeed["origin"], source?: string): FactSeed => ({
  category,
  key,
  label,
  value,
  origin,
  ...(source ? { source } : {}),
});

// Lumen's record as first published (v1).
const LUMEN_V1: FactSeed[] = [
  fact("company", "founded", "Founded", "2017", "company_declared"),
  fact("company", "headquarters", "Headquarters", "Amsterdam, Netherlands", "company_declared"),
  fact("company", "employees", "Employees", "51–200", "public_source", "https://registry.example/companies/lumen-analytics"),
  fact("security", "tls", "TLS", "TLS 1.3 and 1.2 offered; 1.0 and 1.1 refused", "witnessed"),
  fact("security", "security-txt", "security.txt", "Published with contact and expiry", "witnessed"),
  fact("security", "sso", "Single sign-on", "SAML 2.0 and OIDC on all plans", "company_declared"),
  // Contested: the company and its published terms of service disagree.
  fact("security", "data-retention", "Customer data retention", "30 days", "company_declared"),
  fact("security", "data-retention", "Customer data retention", "90 days", "public_source", "https://lumen-analytics.example/terms"),
  fact("privacy", "dpa", "Data processing agreement", "Standard DPA with EU SCCs", "company_declared"),
  fact(
    "privacy",
    "subprocessors",
    "Subprocessor list",
    "Published at lumen-analytics.example/subprocessors",
    "public_source",
    "https://lumen-analytics.example/subprocessors",
  ),
  // Two origins, one value: agreement, not a conflict.
  fact("infrastructure", "hosting", "Hosting", "AWS eu-central-1 (Frankfurt)", "company_declared"),
  fact("infrastructure", "hosting", "Hosting", "AWS eu-central-1 (Frankfurt)", "witnessed"),
  fact("infrastructure", "data-residency", "Data residency", "EU only (Frankfurt, Dublin)", "company_declared"),
];

// Added with v2 ("updated"); the training statement was published wrongly and fixed by v3 ("corrected").
const LUMEN_V2: FactSeed[] = [
  fact("ai", "training-on-customer-data", "Training on customer data", "Customer data is used to train models", "company_declared"),
  fact("ai", "model-providers", "Model providers", "Self-hosted open-weight models in the EU region", "company_declared"),
  fact("ai", "ai-disclosure", "AI use disclosure", "AI use page published at lumen-analytics.example/ai", "witnessed"),
  fact("infrastructure", "status-page", "Status page", "status.lumen-analytics.example responds with 90-day history", "witnessed"),
  // Blank: stored, never published.
  fact("privacy", "dpo-contact", "Data protection officer contact", "", "company_declared"),
];

export async function seedLumen(ctx: SeedContext): Promise<void> {
  const { db, now, rand } = ctx;
  const { companyId } = await createCompany(ctx, { createdAt: ago(now, 60 * DAY) });
  await insertFacts(ctx, LUMEN_V1, ago(now, 60 * DAY));
  await witnessBeforePublishing(ctx, ago(now, 60 * DAY));
  await publishRecordVersion(db, companyId, { kind: "published", recordedAt: ago(now, 42 * DAY) });
  await insertFacts(ctx, LUMEN_V2, ago(now, 21 * DAY));
  await publishRecordVersion(db, companyId, { kind: "updated", recordedAt: ago(now, 21 * DAY) });
  await db.fact.update({
    where: { companyId_category_key_origin: { companyId, category: "ai", key: "training-on-customer-data", origin: "company_declared" } },
    data: { value: "Customer data is not used to train models" },
  });
  await publishRecordVersion(db, companyId, { kind: "corrected", correctsVersion: 2, recordedAt: ago(now, 6 * DAY) });

  // 72 agreeing hourly readings, the latest 7 minutes ago: 13 checks run, 12 passed (the world publishes no CAA record).
  await takeReadings(ctx, hourlyTimes({ latestAt: ago(now, 7 * MINUTE), count: 72 }));
  await writeAiProfile(db, companyId, LUMEN_AI, now);
  await db.pillar.createMany({
    data: pillarRows({
      companyId,
      now,
      rand,
      restricted: ["endpoint-security"],
      undated: ["business-continuity"],
      statusOverrides: { "penetration-testing": "amber", "vendor-management": "red" },
    }),
  });
  await db.provider.createMany({ data: providerRows(companyId, now, rand) });
}

/** Older readings witnessed; its host stopped answering half an hour before the seed, so the last one observed nothing. */
export async function seedBrightpath(ctx: SeedContext): Promise<void> {
  const { now } = ctx;
  const darkSince = ago(now, 30 * MINUTE).getTime();
  const readings = { times: hourlyTimes({ latestAt: ago(now, 20 * MINUTE), count: 6 }), dark: (at: Date) => at.getTime() >= darkSince };
  await seedNetworkCompany(ctx, { createdAt: ago(now, 200 * DAY), readings });
}

/** Newly published: exactly one (witnessed, signed) reading, so continuity cannot be claimed yet. */
export async function seedFreshstart(ctx: SeedContext): Promise<void> {
  const { now } = ctx;
  const readings = { times: hourlyTimes({ latestAt: ago(now, 25 * MINUTE), count: 1 }) };
  await seedNetworkCompany(ctx, { createdAt: ago(now, 2 * DAY), readings, ai: null });
}

// Kestrel's own facts: the witnessed ones ground questionnaire answers.
const KESTREL_FACTS: FactSeed[] = [
  fact("company", "founded", "Founded", "2019", "company_declared"),
  fact("company", "headquarters", "Headquarters", "Dublin, Ireland", "company_declared"),
  fact("security", "tls", "TLS", "TLS 1.3 and 1.2 offered; 1.0 and 1.1 refused", "witnessed"),
  fact("security", "security-txt", "security.txt", "Published with contact and expiry", "witnessed"),
  fact(
    "security",
    "mfa",
    "Multi-factor authentication",
    "Hardware security keys enforced for all workforce accounts (identity provider policy)",
    "witnessed",
  ),
  fact("security", "encryption-at-rest", "Encryption at rest", "AES-256 with AWS KMS; automatic key rotation enabled", "witnessed"),
  fact("security", "penetration-test", "Penetration testing", "Annual third-party test and after major changes", "company_declared"),
  fact("infrastructure", "backups", "Backups", "Every 6 hours, kept 35 days, copied to a second region", "witnessed"),
  fact("infrastructure", "hosting", "Hosting", "AWS eu-west-1 and us-east-2", "witnessed"),
  fact("infrastructure", "logging", "Audit logging", "CloudTrail enabled in all regions; logs kept one year", "witnessed"),
  fact(
    "privacy",
    "subprocessors",
    "Subprocessor list",
    "Published at kestrel-security.example/subprocessors",
    "public_source",
    "https://kestrel-security.example/subprocessors",
  ),
  fact("privacy", "dpa", "Data processing agreement", "Standard DPA with EU SCCs", "company_declared"),
];

/** Worker-route company with everything: intact chain, AI profile, 25 pillars, knowledge base, leads. */
export async function seedKestrel(ctx: SeedContext): Promise<void> {
  const { db, now, rand } = ctx;
  const createdAt = ago(now, 90 * DAY);
  const { companyId, workspaceId } = await createCompany(ctx, { createdAt, workspaceSlug: "kestrel" });
  await insertFacts(ctx, KESTREL_FACTS, createdAt);
  await witnessBeforePublishing(ctx, createdAt);
  await takeReadings(ctx, hourlyTimes({ latestAt: ago(now, 12 * MINUTE), count: 12 }));
  await writeAiProfile(db, companyId, KESTREL_AI, now);
  await db.pillar.createMany({
    data: pillarRows({
      companyId,
      now,
      rand,
      green: 0.6,
      amber: 0.25,
      restricted: ["endpoint-security"],
      undated: ["business-continuity"],
      statusOverrides: { "access-control": "green", "vulnerability-management": "amber", "dependency-management": "red" },
    }),
  });
  await db.provider.createMany({ data: providerRows(companyId, now, rand) });
  await seedKestrelWorkspace(db, workspaceId!, companyId, now);
}

/** Worker-route company whose audit chain was tampered with. */
export async function seedLedgerline(ctx: SeedContext): Promise<void> {
  const { db, now, rand, entry } = ctx;
  const createdAt = ago(now, 50 * DAY);
  const { companyId, workspaceId } = await createCompany(ctx, { createdAt });
  await insertFacts(ctx, genericFacts(entry, rand, { witnessed: true }), createdAt);
  await witnessBeforePublishing(ctx, createdAt);
  await takeReadings(ctx, hourlyTimes({ latestAt: ago(now, 30 * MINUTE), count: 6 }));
  await db.pillar.createMany({ data: pillarRows({ companyId, now, rand, green: 0.4, amber: 0.3 }) });
  await seedLedgerlineChain(db, workspaceId!, now);
}

/** Worker-route company with no host in the world: no readings at seed time (later ones observe nothing), no chain, no pillars. */
export async function seedBlankslate(ctx: SeedContext): Promise<void> {
  const createdAt = ago(ctx.now, 3 * DAY);
  await createCompany(ctx, { createdAt, workspaceSlug: "blankslate" });
  await insertFacts(ctx, genericFacts(ctx.entry, ctx.rand, { witnessed: false }), createdAt);
}
