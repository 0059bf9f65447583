// The change feed's time window: how far back it goes, where a page starts by default, and how long a
// version waits before it is shown.
import { ApiError, type FieldError } from "@/lib/http/api-error";
import { positionAtEndOf, positionBefore, type ChangePosition } from "./change-position";

/** Positions older than this are refused with 410 beyond_retention: resynchronise from full reads. */
export const RETENTION_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
/** A page asked for with neither `after` nor `since` starts this far back. */
export const DEFAULT_LOOKBACK_MS = DAY_MS;
export const PAGE_LIMIT = 100;

/**
 * A version is shown once it is this old. Versions are stamped before their transaction commits, and
 * two publishers can commit out of order; a reader that showed the later one first would move its
 * cursor past the earlier one and lose it. Waiting until every transaction stamped before the
 * horizon has committed keeps "after a cursor" complete.
 */
export const SETTLE_MS = 2_000;

export function settledHorizon(now: Date): Date {
  return new Date(now.getTime() - SETTLE_MS);
}

export function retentionStart(now: Date): Date {
  return new Date(now.getTime() - RETENTION_DAYS * DAY_MS);
}

export function defaultStart(now: Date): ChangePosition {
  return positionBefore(new Date(now.getTime() - DEFAULT_LOOKBACK_MS));
}

/** "Start now" for the stream: every version shown from now on, none already shown. */
export function liveStart(now: Date): ChangePosition {
  return positionAtEndOf(settledHorizon(now));
}

export function assertWithinRetention(position: ChangePosition, now: Date, field: FieldError): void {
  const oldest = retentionStart(now);
  if (position.recordedAt < oldest) {
    throw new ApiError("beyond_retention", {
      message: `The position (${position.recordedAt.toISOString()}) is older than the ${RETENTION_DAYS} days of change history kept (oldest ${oldest.toISOString()}). Resynchronise from full reads, then follow the feed from now.`,
      errors: [field],
    });
  }
}
