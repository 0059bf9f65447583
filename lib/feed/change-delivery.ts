// A change ready to send on any number of streams: its position (to skip what a stream already sent)
// and its SSE frame, encoded once however many streams receive it.
import { encode } from "eventsource-encoder";
import type { ChangePosition } from "@/lib/feed/change-position";
import { toChangeEvent } from "@/lib/feed/change-event";
import type { ChangeRow } from "@/lib/feed/read-changes";

export const CHANGE_EVENT_NAME = "record.version";

export interface ChangeDelivery {
  position: ChangePosition;
  frame: string;
}

export function toDelivery(row: ChangeRow, baseUrl: string): ChangeDelivery {
  const event = toChangeEvent(row, baseUrl);
  return {
    position: { recordedAt: row.recordedAt, seq: row.seq },
    frame: encode({ event: CHANGE_EVENT_NAME, id: event.id, data: JSON.stringify(event) }),
  };
}
