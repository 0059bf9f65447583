// What the engine says in the server log while it works: one line per reading (company, duration, counts
// per outcome, standing, and where its statement is in the log) and one per scheduling slot once its reads
// are done on this instance (due, taken, failed, skipped), so a reading can be watched happening.
import { log } from "@/lib/platform/log";
import type { ReadingDone } from "@/lib/witness/engine/run-reading";

let firstReading: ((done: ReadingDone) => void) | null = null;

/** Called once, with the first reading this process takes (development prints where to watch). */
export function onFirstReading(notice: (done: ReadingDone) => void): void {
  firstReading = notice;
}

/** The log line of one reading. `logIndex` is null while the statement waits for the sequencer (the next integration). */
export function logReading(done: ReadingDone, ms: number, extra: { slot?: Date; logIndex?: bigint | number | null } = {}): void {
  log("info", "reading taken", {
    company: done.companyId,
    ms: Math.round(ms),
    passed: done.counts.passed,
    failed: done.counts.failed,
    not_read: done.counts.not_read,
    standing: done.standing,
    log_index: extra.logIndex === undefined || extra.logIndex === null ? "pending" : Number(extra.logIndex),
    ...(extra.slot ? { slot: extra.slot.toISOString() } : {}),
  });
  const notice = firstReading;
  firstReading = null;
  notice?.(done);
}

export type SlotOutcome = "taken" | "failed" | "skipped";

interface Tally {
  due: number;
  taken: number;
  failed: number;
  skipped: number;
}

const tallies = new Map<string, Tally>();

function flush(slot: string, t: Tally, partial: boolean): void {
  tallies.delete(slot);
  log("info", "witness slot done", {
    slot,
    due: t.due,
    taken: t.taken,
    failed: t.failed,
    skipped: t.skipped,
    ...(partial ? { partial: true } : {}),
  });
}

/**
 * Counts one read job's outcome for its slot; when every due company of the slot is accounted for on this
 * instance, logs the slot's line. A slot whose reads were shared with other instances is logged with what
 * this instance saw (`partial`) once a later slot's first read arrives.
 */
export function tallySlot(slot: Date, due: number, outcome: SlotOutcome): void {
  const key = slot.toISOString();
  for (const [other, t] of tallies) if (other < key) flush(other, t, true);
  const t = tallies.get(key) ?? { due, taken: 0, failed: 0, skipped: 0 };
  t[outcome]++;
  tallies.set(key, t);
  if (t.taken + t.failed + t.skipped >= t.due) flush(key, t, false);
}
