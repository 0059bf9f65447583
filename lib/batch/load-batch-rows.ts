// The three reads behind a batch, each one query whatever the number of targets: the companies the
// targets name, the witnessed summaries of the listed ones, and their latest record versions.
import type { Db } from "@/lib/platform/db/client";
import { Prisma, type PublicationState } from "@/lib/platform/db/generated/client";
import type { WitnessSummary } from "@/lib/witness-record/continuity";
import { CONTINUITY_SELECT, summaryFromColumns } from "@/lib/witness-record/continuity-update";

export interface BatchCompany {
  id: string;
  slug: string;
  name: string;
  domain: string | null;
  publication: PublicationState;
  isNetwork: boolean;
  withdrawnAt: Date | null;
}

export interface LatestVersion {
  companyId: string;
  version: number;
  body: string;
  digest: string;
  recordedAt: Date;
}

/** Each key (a slug or domain) to the company it names; a slug match wins over a domain match. */
export async function loadCompaniesByKey(db: Db, keys: readonly string[]): Promise<Map<string, BatchCompany>> {
  const companies = await db.company.findMany({
    where: { OR: [{ slug: { in: [...keys] } }, { domain: { in: [...keys] } }] },
    select: { id: true, slug: true, name: true, domain: true, publication: true, isNetwork: true, withdrawnAt: true },
  });
  const bySlug = new Map(companies.map((c) => [c.slug, c]));
  const byDomain = new Map(companies.filter((c) => c.domain).map((c) => [c.domain!, c]));
  const found = new Map<string, BatchCompany>();
  for (const key of keys) {
    const company = bySlug.get(key) ?? byDomain.get(key);
    if (company) found.set(key, company);
  }
  return found;
}

/** Each company's witnessed summary, from the continuity columns the reading engine keeps (no query over readings). */
export async function loadWitnessSummaries(db: Db, companyIds: readonly string[]): Promise<Map<string, WitnessSummary>> {
  const rows = await db.company.findMany({ where: { id: { in: [...companyIds] } }, select: { id: true, ...CONTINUITY_SELECT } });
  return new Map(rows.map(({ id, ...columns }) => [id, summaryFromColumns(columns)]));
}

/** Callers pass at least one id (an empty IN list is not SQL). */
export async function loadLatestVersions(db: Db, companyIds: readonly string[]): Promise<Map<string, LatestVersion>> {
  const rows = await db.$queryRaw<LatestVersion[]>`
    SELECT DISTINCT ON ("companyId") "companyId", "version", "body", "digest", "recordedAt"
    FROM "RecordVersion"
    WHERE "companyId" IN (${Prisma.join([...companyIds])})
    ORDER BY "companyId", "version" DESC`;
  return new Map(rows.map((r) => [r.companyId, r]));
}
