// Builds the worker Trust Profile (spec 2.1) of a published, non-Network company.
import type { Db } from "@/lib/platform/db/client";
import { env } from "@/lib/platform/env";
import { aiProfile } from "@/lib/network/profile/ai-profile";
import { chainEvidence } from "@/lib/transports/worker/public/trust/chain-evidence";
import type { ResolvedCompany } from "@/lib/network/resolve-company";

/** Opaque and constant by contract: clients must never parse or branch on it. */
export const POWERED_BY = "Public Trust Network";

export const DISCLAIMER =
  "Witnessed evidence only: what the service's readings found, from named sources, on stated dates. It is not a " +
  "grade, rating, score, ranking, attestation or certification, and the service signs none of the company's claims.";

export function disclaimerUrl(): string {
  return `${env().BASE_URL}/api/legal/disclaimer`;
}

async function pillarSummary(db: Db, companyId: string) {
  const groups = await db.pillar.groupBy({ by: ["status"], where: { companyId }, _count: { _all: true } });
  const count = (s: string) => groups.find((g) => g.status === s)?._count._all ?? 0;
  return { total: 25 as const, green: count("green"), amber: count("amber"), red: count("red") };
}

export async function buildTrustProfile(db: Db, company: ResolvedCompany & { workspaceId: string }, now: Date) {
  const [pillars, chain, lastReading, ai] = await Promise.all([
    pillarSummary(db, company.id),
    chainEvidence(db, company.workspaceId),
    db.company.findUniqueOrThrow({ where: { id: company.id }, select: { lastReadingAt: true } }),
    aiProfile(db, company, now),
  ]);
  return {
    profile: { displayName: company.name, domain: company.domain, jurisdiction: company.jurisdiction },
    trustScore: lastReading.lastReadingAt ? { computedAt: lastReading.lastReadingAt.getTime() } : null,
    pillarSummary: pillars,
    chainEvidence: chain,
    aiProfile: ai,
    poweredBy: POWERED_BY,
    disclaimer: DISCLAIMER,
    disclaimer_url: disclaimerUrl(),
  };
}
