// Featured companies: the head of the directory order, so companies with a witnessed record come
// first, most recently witnessed first. A fixed count keeps the answer small and edge-cacheable.
import type { Db } from "@/lib/platform/db/client";
import { readPage, type ListedCompany } from "@/lib/directory/list-page";
import { readStandings, type RowStanding } from "@/lib/directory/standing";

export const FEATURED_COUNT = 12;

export async function listFeatured(db: Db): Promise<(ListedCompany & { standing: RowStanding })[]> {
  const { rows } = await readPage(db, { filter: {}, limit: FEATURED_COUNT });
  const standings = await readStandings(db, rows);
  return rows.map((row) => ({ ...row, standing: standings.get(row.id)! }));
}
