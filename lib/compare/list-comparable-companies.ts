// Companies a comparison can name: every company with a public record (published, not withdrawn), by
// name, with the handle compare reads it by. For the compare page's pickers.
import type { Db } from "@/lib/platform/db/client";

export interface ComparableCompany {
  handle: string;
  name: string;
  /** Whether the company is listed on the Network, so it has a profile page at /network/company/<slug>. */
  profileSlug: string | null;
}

export async function listComparableCompanies(db: Db): Promise<ComparableCompany[]> {
  const rows = await db.company.findMany({
    where: { publication: "published", withdrawnAt: null },
    select: { id: true, slug: true, name: true, listed: true },
    orderBy: [{ sortName: "asc" }, { id: "asc" }],
  });
  // The id is the handle compare matches first (resolvePublicCompany); it is the slug the company began with.
  return rows.map((r) => ({ handle: r.id, name: r.name, profileSlug: r.listed ? r.slug : null }));
}
