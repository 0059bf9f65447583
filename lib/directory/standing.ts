// The standing label a public list shows on each row, read from the company's last reading through
// the same rule as every other witnessed read (summariseReadings). Labels describe what the readings
// found, never a grade:
//   "Witnessed"                      the last reading observed the company's systems;
//   "No observation on last reading" witnessed before, but the last reading brought nothing back
//                                    (the profile's `witnessed.standing: null`);
//   "Not yet witnessed"              no reading has observed anything yet (including never read).
import type { Db } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/client";
import { summariseReadings } from "@/lib/witness/continuity";

export const STANDING_LABELS = ["Witnessed", "No observation on last reading", "Not yet witnessed"] as const;
export type StandingLabel = (typeof STANDING_LABELS)[number];

export interface RowStanding {
  label: StandingLabel;
  /** Standing of the last reading, as the profile's `witnessed.standing` reports it. */
  standing: "witnessed" | null;
  /** When the company was last read, whatever the reading found; null when never read. */
  lastScan: Date | null;
}

interface LastReading {
  companyId: string;
  takenAt: Date;
  checksRun: number;
  checksPassed: number;
  standing: string | null;
}

/** The standing of each company in `companies` (id and whether any reading was ever witnessed). */
export async function readStandings(db: Db, companies: readonly { id: string; witnessed: boolean }[]): Promise<Map<string, RowStanding>> {
  const ids = companies.map((c) => c.id);
  const last = ids.length
    ? await db.$queryRaw<LastReading[]>(Prisma.sql`
        SELECT DISTINCT ON (r."companyId") r."companyId", r."takenAt", r."checksRun", r."checksPassed", r."standing"
        FROM "Reading" r WHERE r."companyId" IN (${Prisma.join(ids)})
        ORDER BY r."companyId", r."takenAt" DESC`)
    : [];
  const byCompany = new Map(last.map((r) => [r.companyId, r]));
  return new Map(
    companies.map((c) => {
      const reading = byCompany.get(c.id);
      // Only the last reading decides standing and last scan, so it alone is summarised.
      const summary = summariseReadings(reading ? [reading] : []);
      const label: StandingLabel = summary.standing === "witnessed" ? "Witnessed" : c.witnessed ? "No observation on last reading" : "Not yet witnessed";
      return [c.id, { label, standing: summary.standing, lastScan: summary.lastReadingAt }];
    }),
  );
}
