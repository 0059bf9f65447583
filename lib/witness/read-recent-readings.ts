// The readings of one company inside a time window, oldest first: what the profile page draws as its
// timeline. Read from the recent outcomes the reading engine keeps on Company (the last 72 hours), so
// the page issues no query over readings.
import type { Db } from "@/lib/platform/db/client";
import type { RecentOutcome } from "@/lib/witness-record/continuity-update";

export interface RecentReading {
  takenAt: Date;
  checksRun: number;
  checksPassed: number;
  standing: string | null;
}

export interface RecentReadingsOptions {
  /** The company's profile slug. */
  slug: string;
  /** End of the window (the page's clock, injected). */
  until: Date;
  /** Length of the window in hours. */
  hours: number;
}

export async function readRecentReadings(db: Db, { slug, until, hours }: RecentReadingsOptions): Promise<RecentReading[]> {
  const since = until.getTime() - hours * 60 * 60 * 1000;
  const company = await db.company.findUnique({ where: { slug }, select: { recentOutcomes: true } });
  const outcomes = Array.isArray(company?.recentOutcomes) ? (company.recentOutcomes as RecentOutcome[]) : [];
  return outcomes
    .map((o) => ({ takenAt: new Date(o.t), checksRun: o.run, checksPassed: o.passed, standing: o.standing }))
    .filter((r) => r.takenAt.getTime() >= since && r.takenAt.getTime() <= until.getTime());
}
