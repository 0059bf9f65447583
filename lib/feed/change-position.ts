// A position in the change feed: the (recordedAt, seq) key of a record version. The feed is ordered by
// recorded time, ties broken by seq (the order the service logged the versions in), so a position
// names one point in a total order and "after a position" is never ambiguous.

export interface ChangePosition {
  recordedAt: Date;
  seq: bigint;
}

/** Larger than any seq: (t, MAX_SEQ) is "everything recorded at or before t". */
export const MAX_SEQ = 9_223_372_036_854_775_807n;

export function comparePositions(a: ChangePosition, b: ChangePosition): number {
  const dt = a.recordedAt.getTime() - b.recordedAt.getTime();
  if (dt !== 0) return dt < 0 ? -1 : 1;
  return a.seq === b.seq ? 0 : a.seq < b.seq ? -1 : 1;
}

/** Every event recorded at or after `t` sorts after this position (seq starts at 1). */
export function positionBefore(t: Date): ChangePosition {
  return { recordedAt: t, seq: 0n };
}

/** Every event recorded at or before `t` sorts at or before this position. */
export function positionAtEndOf(t: Date): ChangePosition {
  return { recordedAt: t, seq: MAX_SEQ };
}
