// The readings of one company inside a time window, oldest first: what the profile page draws as its
// timeline. Only the outcome of each reading is read (no checks, no statement), so the query stays small.
import type { Db } from "@/lib/db/client";

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
  const since = new Date(until.getTime() - hours * 60 * 60 * 1000);
  return db.reading.findMany({
    where: { company: { slug }, takenAt: { gte: since, lte: until } },
    orderBy: { takenAt: "asc" },
    select: { takenAt: true, checksRun: true, checksPassed: true, standing: true },
  });
}
