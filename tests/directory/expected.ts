// What the public lists should hold, worked out from the raw rows (publication state, readings), not
// from the denormalised directory columns the routes read, so a drift between the two shows.
import type { Db } from "@/lib/platform/db/client";

export interface ExpectedCompany {
  id: string;
  slug: string;
  name: string;
  domain: string | null;
  tagline: string | null;
  industries: string[];
  hqCountry: string | null;
  dataResidency: string[];
  deploymentModels: string[];
  productNames: string[];
  profileUpdatedAt: Date;
  lastWitnessedAt: Date | null;
  lastReading: { takenAt: Date; standing: string | null } | null;
}

/** Every company a public list may show, in the stated directory order. */
export async function expectedDirectory(db: Db): Promise<ExpectedCompany[]> {
  const companies = await db.company.findMany({
    where: { publication: "published", isNetwork: true, withdrawnAt: null },
    include: { readings: { orderBy: { takenAt: "asc" }, select: { takenAt: true, standing: true } } },
  });
  const rows = companies.map((c) => {
    const witnessed = c.readings.filter((r) => r.standing === "witnessed");
    return {
      id: c.id,
      slug: c.slug,
      name: c.name,
      domain: c.domain,
      tagline: c.tagline,
      industries: c.industries,
      hqCountry: c.hqCountry,
      dataResidency: c.dataResidency,
      deploymentModels: c.deploymentModels,
      productNames: c.productNames,
      profileUpdatedAt: c.profileUpdatedAt,
      lastWitnessedAt: witnessed.at(-1)?.takenAt ?? null,
      lastReading: c.readings.at(-1) ?? null,
    };
  });
  const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return rows.sort((a, b) => {
    if ((a.lastWitnessedAt === null) !== (b.lastWitnessedAt === null)) return a.lastWitnessedAt === null ? 1 : -1;
    if (a.lastWitnessedAt && b.lastWitnessedAt && a.lastWitnessedAt.getTime() !== b.lastWitnessedAt.getTime()) {
      return b.lastWitnessedAt.getTime() - a.lastWitnessedAt.getTime();
    }
    return cmp(a.name.toLowerCase(), b.name.toLowerCase()) || cmp(a.id, b.id);
  });
}

/** Companies no public list may ever show: private, unclaimed, withdrawn, worker-route only. */
export async function unlistedSlugs(db: Db): Promise<string[]> {
  const rows = await db.company.findMany({
    where: { OR: [{ publication: { not: "published" } }, { isNetwork: false }, { withdrawnAt: { not: null } }] },
    select: { slug: true },
  });
  return rows.map((r) => r.slug);
}

export function standingLabelOf(c: ExpectedCompany): string {
  if (c.lastReading?.standing === "witnessed") return "Witnessed";
  return c.lastWitnessedAt ? "No observation on last reading" : "Not yet witnessed";
}
