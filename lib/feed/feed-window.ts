// The change feed's time window: how far back it goes, where a page starts by default, and how long a
// version waits before it is shown.
import { currentDbHolder } from "@/lib/platform/db/client";
import { Refusal, type FieldError } from "@/lib/platform/refusal";
import { positionAtEndOf, positionBefore, type ChangePosition } from "@/lib/feed/change-position";
import { FEED_RETENTION_DAYS, FEED_SETTLE_MS } from "@/lib/vocabulary/interface-limits";

const DAY_MS = 24 * 60 * 60 * 1000;
/** A page asked for with neither `after` nor `since` starts this far back. */
export const DEFAULT_LOOKBACK_MS = DAY_MS;

/**
 * On embedded PGlite, a version is shown once it is this old: a reader that showed a later version
 * before an earlier one had committed would move its cursor past the earlier one and lose it. On
 * PostgreSQL versions are stamped in commit order (change-order.ts) and no window is needed
 * (readHorizon); there it only bounds how far an empty page or a checkpoint moves a cursor.
 */
export const SETTLE_MS = FEED_SETTLE_MS;

export function settledHorizon(now: Date): Date {
  return new Date(now.getTime() - SETTLE_MS);
}

/**
 * The latest recording time a read of the feed may show now. On PostgreSQL none (null): versions are
 * stamped in commit order (change-order.ts), so whatever a read sees is a complete prefix of the feed.
 * On embedded PGlite the settle horizon is kept.
 */
export function readHorizon(now: Date): Date | null {
  return currentDbHolder().kind === "postgres" ? null : settledHorizon(now);
}

export function retentionStart(now: Date): Date {
  return new Date(now.getTime() - FEED_RETENTION_DAYS * DAY_MS);
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
    throw new Refusal("beyond_retention", {
      message:
        `The position (${position.recordedAt.toISOString()}) is older than the ${FEED_RETENTION_DAYS} days of change ` +
        `history kept (oldest ${oldest.toISOString()}). Resynchronise from full reads, then follow the feed from now.`,
      errors: [field],
    });
  }
}
