// One listed company by slug, or by domain with the `d--<domain>` form (for callers that know a
// company's domain but not its profile slug). By domain it also finds a witnessed company without a
// rich profile (a domain the engine has read). Anything else is simply not found.
import type { Db } from "@/lib/platform/db/client";
import { readStandings, type RowStanding } from "@/lib/directory/standing";

export const DOMAIN_SLUG_PREFIX = "d--";

export interface VendorRecord {
  slug: string;
  name: string;
  domain: string | null;
  tagline: string | null;
  standing: RowStanding;
}

export async function readVendor(db: Db, slug: string): Promise<VendorRecord | null> {
  const byDomain = slug.startsWith(DOMAIN_SLUG_PREFIX);
  const company = await db.company.findFirst({
    // The slug pattern admits only [a-z0-9.-], so no LIKE wildcard reaches the case-insensitive match.
    where: byDomain
      ? { listed: true, domain: { equals: slug.slice(DOMAIN_SLUG_PREFIX.length), mode: "insensitive" } }
      : { listed: true, slug },
    select: { id: true, slug: true, name: true, domain: true, tagline: true, witnessed: true },
  });
  if (!company) return byDomain ? readWitnessedDomain(db, slug.slice(DOMAIN_SLUG_PREFIX.length)) : null;
  const standing = (await readStandings(db, [company])).get(company.id)!;
  return { slug: company.slug, name: company.name, domain: company.domain, tagline: company.tagline, standing };
}

/**
 * A domain the engine has read that has no published profile (unclaimed, never withdrawn): a witnessed
 * company without a rich profile. It answers with its standing and last reading and nothing the
 * company has not declared: the domain stands for the name, and no tagline. A private (claimed,
 * unpublished) company stays not found.
 */
async function readWitnessedDomain(db: Db, domain: string): Promise<VendorRecord | null> {
  const company = await db.company.findFirst({
    where: { domain: { equals: domain, mode: "insensitive" }, publication: "unclaimed", withdrawnAt: null, totalReadings: { gt: 0 } },
    select: { id: true, domain: true, witnessed: true },
  });
  if (!company?.domain) return null;
  const standing = (await readStandings(db, [company])).get(company.id)!;
  return { slug: `${DOMAIN_SLUG_PREFIX}${company.domain}`, name: company.domain, domain: company.domain, tagline: null, standing };
}
