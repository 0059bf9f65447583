// GET /api/public-mesh/{handle}: the public evidence rollup of one published company, from its Pillar
// and Provider rows. Null when the company has no public record; a failed read of our store throws a
// 503 (record_unavailable) instead, because a failure says nothing about the company.
import type { Db } from "@/lib/platform/db/client";
import type { Company } from "@/lib/platform/db/generated/client";
import type { PublicRollup } from "@/lib/schemas/rollup";
import { FRAMEWORKS_RETIRED, ROLLUP_DISCLAIMER } from "@/lib/rollup/public-notices";
import { resolvePublicCompany } from "@/lib/rollup/resolve-public-company";
import { rollupBadge } from "@/lib/rollup/rollup-badge";
import { publicPillar, rollupRow, type PillarRecord } from "@/lib/rollup/rollup-rows";
import { readingStore } from "@/lib/rollup/store-unavailable";
import { clock } from "@/lib/platform/clock";

const DAY_MS = 24 * 60 * 60 * 1000;

export interface CompanyEvidence {
  pillars: PillarRecord[];
  providers: { key: string; label: string; status: string }[];
}

export async function readCompanyEvidence(db: Db, companyId: string): Promise<CompanyEvidence> {
  const [pillars, providers] = await Promise.all([
    db.pillar.findMany({ where: { companyId }, orderBy: { pillarId: "asc" } }),
    db.provider.findMany({ where: { companyId }, orderBy: { key: "asc" } }),
  ]);
  return { pillars, providers };
}

export function buildPublicRollup(
  company: Pick<Company, "name" | "slug" | "domain" | "profileUpdatedAt">,
  evidence: CompanyEvidence,
  now: Date,
): PublicRollup {
  const subject = company.domain ?? company.slug;
  const rows = evidence.pillars.map((p) => rollupRow(p, subject, now));
  const since = now.getTime() - 30 * DAY_MS;
  return {
    sample: false,
    company: { name: company.name, handle: company.slug, updatedAt: company.profileUpdatedAt.toISOString() },
    frameworks: [],
    pillars: evidence.pillars.map(publicPillar),
    providers: evidence.providers.map((p) => ({ id: p.key, label: p.label, status: p.status })),
    rollup: rows,
    badge: rollupBadge(rows),
    controls: [],
    freshness30d: rows.filter((r) => r.observedAt !== null && Date.parse(r.observedAt) >= since).length,
    disclaimer: ROLLUP_DISCLAIMER,
    retired: { frameworks: FRAMEWORKS_RETIRED },
  };
}

export async function readPublicRollup(db: Db, handle: string, now = clock().now()): Promise<PublicRollup | null> {
  return readingStore("public rollup", async () => {
    const company = await resolvePublicCompany(db, handle);
    if (!company) return null;
    return buildPublicRollup(company, await readCompanyEvidence(db, company.id), now);
  });
}
