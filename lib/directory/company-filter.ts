// The criteria a public company list can be narrowed by, as SQL over `"Company" c`. Every list starts
// from `c."listed"`: private, unclaimed, withdrawn and worker-route-only companies never appear.
import { createHash } from "node:crypto";
import { Prisma } from "@/lib/platform/db/generated/client";
import { textTerms } from "@/lib/schemas/text-terms";

export interface CompanyFilter {
  /** Free text: every whitespace-separated term must occur in the name, domain or tagline (any case). */
  text?: string;
  /** One industry, compared without regard to case. */
  industry?: string;
  /** ISO 3166-1 alpha-2 code of the headquarters country, upper case. */
  hqCountry?: string;
  /** One data residency region, as spelled in the vocabulary (e.g. "EU"). */
  dataResidency?: string;
  /** One deployment model, as spelled in the vocabulary (e.g. "saas"). */
  deploymentModel?: string;
  /** Text that occurs in one of the company's product names (any case). */
  productName?: string;
  /** true: only companies with at least one witnessed reading; false: only those without. */
  hasWitnessedReading?: boolean;
  /** Only companies whose published record changed at or after this instant. */
  changedSince?: Date;
}

/** A LIKE pattern matching `term` anywhere, with LIKE's own wildcards taken literally. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/**
 * The WHERE conditions of a filter. Text terms run against `searchText` (lower(name, domain,
 * tagline)), which carries a pg_trgm GIN index, so a LIKE '%term%' is an index lookup, not a scan.
 */
export function filterConditions(filter: CompanyFilter): Prisma.Sql {
  const conditions: Prisma.Sql[] = [Prisma.sql`c."listed"`];
  for (const term of textTerms(filter.text)) conditions.push(Prisma.sql`c."searchText" LIKE ${containsPattern(term)}`);
  if (filter.industry !== undefined) {
    conditions.push(Prisma.sql`EXISTS (SELECT 1 FROM unnest(c."industries") AS i(v) WHERE lower(i.v) = ${filter.industry.toLowerCase()})`);
  }
  if (filter.hqCountry !== undefined) conditions.push(Prisma.sql`c."hqCountry" = ${filter.hqCountry}`);
  if (filter.dataResidency !== undefined) conditions.push(Prisma.sql`${filter.dataResidency} = ANY(c."dataResidency")`);
  if (filter.deploymentModel !== undefined) conditions.push(Prisma.sql`${filter.deploymentModel} = ANY(c."deploymentModels")`);
  if (filter.productName !== undefined) {
    conditions.push(
      Prisma.sql`EXISTS (SELECT 1 FROM unnest(c."productNames") AS p(v)
                 WHERE lower(p.v) LIKE ${containsPattern(filter.productName.toLowerCase())})`,
    );
  }
  if (filter.hasWitnessedReading !== undefined) conditions.push(Prisma.sql`c."witnessed" = ${filter.hasWitnessedReading}`);
  if (filter.changedSince !== undefined) {
    // The column holds UTC instants without a zone; compare in UTC whatever the session's zone is.
    conditions.push(Prisma.sql`c."profileUpdatedAt" >= (${filter.changedSince.toISOString()}::timestamptz AT TIME ZONE 'UTC')`);
  }
  return Prisma.join(conditions, " AND ");
}

/**
 * A short, stable name for a filter. A cursor records the filter its position was counted under, so
 * the next page can tell whether that position still holds (the cursor itself is not bound to it).
 */
export function filterFingerprint(filter: CompanyFilter): string {
  const normal = [
    textTerms(filter.text).join(" "),
    filter.industry?.toLowerCase() ?? null,
    filter.hqCountry ?? null,
    filter.dataResidency ?? null,
    filter.deploymentModel ?? null,
    filter.productName?.toLowerCase() ?? null,
    filter.hasWitnessedReading ?? null,
    filter.changedSince?.toISOString() ?? null,
  ];
  return createHash("sha256").update(JSON.stringify(normal)).digest("base64url").slice(0, 16);
}
