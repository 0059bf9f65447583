// The company's continuity summary, advanced by one reading. Same rule as summariseReadings (two
// readings agree when both observed something, ran and passed the same number of checks and are at
// most GAP_TOLERANCE apart), computed from the previous summary alone so a reading never reloads the
// history and no read path ever has to.
import { GAP_TOLERANCE_MS, type WitnessSummary } from "@/lib/witness-record/continuity";

export interface ContinuityColumns {
  recordBegan: Date | null;
  firstWitnessedAt: Date | null;
  lastReadingAt: Date | null;
  lastStanding: string | null;
  lastChecksRun: number | null;
  lastChecksPassed: number | null;
  unbrokenSince: Date | null;
  unbrokenReadings: number;
  totalReadings: number;
}

export interface NewReadingOutcome {
  takenAt: Date;
  checksRun: number;
  checksPassed: number;
  standing: string | null;
}

export function advanceContinuity(prev: ContinuityColumns, r: NewReadingOutcome): ContinuityColumns {
  const agrees =
    prev.lastReadingAt !== null &&
    prev.lastStanding === "witnessed" &&
    r.standing === "witnessed" &&
    prev.lastChecksRun === r.checksRun &&
    prev.lastChecksPassed === r.checksPassed &&
    Math.abs(r.takenAt.getTime() - prev.lastReadingAt.getTime()) <= GAP_TOLERANCE_MS;
  return {
    recordBegan: prev.recordBegan ?? r.takenAt,
    firstWitnessedAt: prev.firstWitnessedAt ?? (r.standing === "witnessed" ? r.takenAt : null),
    lastReadingAt: r.takenAt,
    lastStanding: r.standing,
    lastChecksRun: r.checksRun,
    lastChecksPassed: r.checksPassed,
    unbrokenSince: agrees ? (prev.unbrokenSince ?? prev.lastReadingAt) : r.takenAt,
    unbrokenReadings: agrees ? Math.max(prev.unbrokenReadings, 1) + 1 : 1,
    totalReadings: prev.totalReadings + 1,
  };
}

/** The summary every read publishes, from the columns alone (no query over readings). */
export function summaryFromColumns(c: ContinuityColumns): WitnessSummary {
  if (c.totalReadings === 0 || !c.lastReadingAt) {
    return { standing: null, lastReadingAt: null, firstWitnessedAt: null, coverage: null, continuity: null, totalReadings: 0 };
  }
  return {
    standing: c.lastStanding === "witnessed" ? "witnessed" : null,
    lastReadingAt: c.lastReadingAt,
    firstWitnessedAt: c.firstWitnessedAt,
    coverage: { checksPassed: c.lastChecksPassed ?? 0, checksRun: c.lastChecksRun ?? 0 },
    continuity:
      c.unbrokenReadings >= 2 && c.unbrokenSince && c.recordBegan
        ? {
            recordBegan: c.recordBegan,
            unbrokenSince: c.unbrokenSince,
            unbrokenReadings: c.unbrokenReadings,
            totalReadings: c.totalReadings,
          }
        : null,
    totalReadings: c.totalReadings,
  };
}

export const CONTINUITY_SELECT = {
  recordBegan: true,
  firstWitnessedAt: true,
  lastReadingAt: true,
  lastStanding: true,
  lastChecksRun: true,
  lastChecksPassed: true,
  unbrokenSince: true,
  unbrokenReadings: true,
  totalReadings: true,
} as const;

/** How far back Company.recentOutcomes reaches: the profile page's timeline window. */
export const RECENT_WINDOW_MS = 72 * 60 * 60 * 1000;

export type RecentOutcome = { t: string; run: number; passed: number; standing: string | null };

/** The recent outcomes with one more reading, oldest first, trimmed to the window before it. */
export function appendRecentOutcome(prev: unknown, r: NewReadingOutcome): RecentOutcome[] {
  const since = r.takenAt.getTime() - RECENT_WINDOW_MS;
  const kept = (Array.isArray(prev) ? (prev as RecentOutcome[]) : []).filter((o) => Date.parse(o.t) >= since);
  return [...kept, { t: r.takenAt.toISOString(), run: r.checksRun, passed: r.checksPassed, standing: r.standing }];
}

/** The manifest list a profile publishes (`witnessEvidenceManifest`): each check's id and source. */
export function evidenceList(checks: unknown): { check_id: string; source: string }[] {
  if (!Array.isArray(checks)) return [];
  return (checks as { check_id?: unknown; source?: unknown }[])
    .filter((c) => c && typeof c.check_id === "string" && typeof c.source === "string")
    .map((c) => ({ check_id: c.check_id as string, source: c.source as string }));
}
