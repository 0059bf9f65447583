// What a company's readings say, summarised the same way by every read (profile, batch, directory):
// the last reading's standing and coverage, when witnessing began, and continuity.
//
// Continuity is the latest run of consecutive readings that agree: each observed something (standing
// "witnessed"), with the same checks run and passed, no more than GAP_TOLERANCE apart. It is null until
// such a run holds two readings, and it never starts before the service's own first reading.

export const CADENCE_MS = 60 * 60 * 1000;
export const GAP_TOLERANCE_MS = 2 * CADENCE_MS;
/** How long a reading's checks and evidence are kept (the methodology's retention; see prune-readings). */
export const READING_RETENTION_DAYS = 90;
export const READING_RETENTION_MS = READING_RETENTION_DAYS * 24 * 60 * 60 * 1000;

export interface ReadingOutcome {
  takenAt: Date;
  checksRun: number;
  checksPassed: number;
  standing: string | null;
}

export interface Continuity {
  recordBegan: Date;
  unbrokenSince: Date;
  unbrokenReadings: number;
  totalReadings: number;
}

export interface WitnessSummary {
  /** "witnessed" when the last reading observed something; null when it brought no observation (or none exists). */
  standing: "witnessed" | null;
  /** Time of the last reading, whatever it found. */
  lastReadingAt: Date | null;
  firstWitnessedAt: Date | null;
  coverage: { checksPassed: number; checksRun: number } | null;
  continuity: Continuity | null;
  totalReadings: number;
}

function agree(a: ReadingOutcome, b: ReadingOutcome): boolean {
  return (
    a.standing === "witnessed" &&
    b.standing === "witnessed" &&
    a.checksRun === b.checksRun &&
    a.checksPassed === b.checksPassed &&
    Math.abs(b.takenAt.getTime() - a.takenAt.getTime()) <= GAP_TOLERANCE_MS
  );
}

/** `readings` in ascending time order. */
export function summariseReadings(readings: ReadingOutcome[]): WitnessSummary {
  const total = readings.length;
  if (total === 0) {
    return { standing: null, lastReadingAt: null, firstWitnessedAt: null, coverage: null, continuity: null, totalReadings: 0 };
  }
  const last = readings[total - 1];
  const firstWitnessed = readings.find((r) => r.standing === "witnessed");
  let start = total - 1;
  while (start > 0 && agree(readings[start - 1], readings[start])) start--;
  const run = total - start;
  return {
    standing: last.standing === "witnessed" ? "witnessed" : null,
    lastReadingAt: last.takenAt,
    firstWitnessedAt: firstWitnessed?.takenAt ?? null,
    coverage: { checksPassed: last.checksPassed, checksRun: last.checksRun },
    continuity:
      run >= 2
        ? { recordBegan: readings[0].takenAt, unbrokenSince: readings[start].takenAt, unbrokenReadings: run, totalReadings: total }
        : null,
    totalReadings: total,
  };
}
