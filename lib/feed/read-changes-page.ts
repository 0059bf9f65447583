// One page of GET /api/network/changes.
import type { Db } from "@/lib/platform/db/client";
import type { ChangesPage } from "@/lib/schemas/feed";
import { comparePositions, positionAtEndOf, type ChangePosition } from "@/lib/feed/change-position";
import { toChangeEvent } from "@/lib/feed/change-event";
import { encodeChangesCursor } from "@/lib/feed/changes-cursor";
import { readHorizon, settledHorizon } from "@/lib/feed/feed-window";
import { CHANGE_GUARANTEES } from "@/lib/feed/guarantees";
import { readChanges } from "@/lib/feed/read-changes";

export interface ReadChangesPageOptions {
  start: ChangePosition;
  limit: number;
  now: Date;
  baseUrl: string;
}

export function streamUrl(baseUrl: string, after?: string): string {
  const url = `${baseUrl}/api/network/changes/stream`;
  return after ? `${url}?after=${encodeURIComponent(after)}` : url;
}

export async function readChangesPage(db: Db, { start, limit, now, baseUrl }: ReadChangesPageOptions): Promise<ChangesPage> {
  const { rows, hasMore } = await readChanges(db, { after: start, horizon: readHorizon(now), limit });
  const events = rows.map((row) => toChangeEvent(row, baseUrl));
  // An empty page moves the cursor up to the horizon: nothing more will appear before it, and a
  // client polling a quiet Network keeps a fresh position instead of ageing out of retention.
  const settled = positionAtEndOf(settledHorizon(now));
  const next =
    events.length > 0 ? events[events.length - 1].id : encodeChangesCursor(comparePositions(start, settled) > 0 ? start : settled);
  return {
    format: "network.changes.v1",
    events,
    next,
    has_more: hasMore,
    stream: streamUrl(baseUrl, next),
    guarantees: CHANGE_GUARANTEES,
  };
}
