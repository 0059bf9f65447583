// The standing label a public list shows on each row, read from the company's last reading (kept on
// Company by the reading engine) through the same rule as every other witnessed read. Labels describe what the readings
// found, never a grade:
//   "Witnessed"                      the last reading observed the company's systems;
//   "No observation on last reading" witnessed before, but the last reading brought nothing back
//                                    (the profile's `witnessed.standing: null`);
//   "Not yet witnessed"              no reading has observed anything yet (including never read).
import type { Db } from "@/lib/platform/db/client";
import type { StandingLabel } from "@/lib/vocabulary/standing";

export interface RowStanding {
  label: StandingLabel;
  /** Standing of the last reading, as the profile's `witnessed.standing` reports it. */
  standing: "witnessed" | null;
  /** When the company was last read, whatever the reading found; null when never read. */
  lastScan: Date | null;
}

/**
 * The standing of each company in `companies` (id and whether any reading was ever witnessed), from the
 * summary columns the reading engine keeps on Company: no query over readings.
 */
export async function readStandings(db: Db, companies: readonly { id: string; witnessed: boolean }[]): Promise<Map<string, RowStanding>> {
  const ids = companies.map((c) => c.id);
  const rows = ids.length
    ? await db.company.findMany({ where: { id: { in: ids } }, select: { id: true, lastStanding: true, lastReadingAt: true } })
    : [];
  const byCompany = new Map(rows.map((r) => [r.id, r]));
  return new Map(
    companies.map((c) => {
      const last = byCompany.get(c.id);
      const standing = last?.lastReadingAt && last.lastStanding === "witnessed" ? ("witnessed" as const) : null;
      const label: StandingLabel =
        standing === "witnessed" ? "Witnessed" : c.witnessed ? "No observation on last reading" : "Not yet witnessed";
      return [c.id, { label, standing, lastScan: last?.lastReadingAt ?? null }];
    }),
  );
}
