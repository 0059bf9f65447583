// The delivery log: one row per attempt on any channel, never the secret or the body.
import { clock } from "@/lib/platform/clock";
import type { Db } from "@/lib/platform/db/client";
import type { DeliveryChannel } from "@/lib/vocabulary/event-types";
import type { AttemptResult } from "@/lib/events/post-event";

export interface AttemptTarget {
  channel: DeliveryChannel;
  targetId: string;
  workspaceId: string | null;
}

export type AttemptRow = ReturnType<typeof attemptRow>;

export function attemptRow(target: AttemptTarget, event: { id: string; type: string }, attempt: number, result: AttemptResult) {
  return {
    workspaceId: target.workspaceId,
    channel: target.channel,
    targetId: target.targetId,
    eventId: event.id,
    eventType: event.type,
    attempt,
    status: result.status,
    latencyMs: result.latencyMs,
    errorClass: result.errorClass,
    at: clock().now(),
  };
}

export async function recordAttempt(
  db: Db,
  target: AttemptTarget,
  event: { id: string; type: string },
  attempt: number,
  result: AttemptResult,
): Promise<void> {
  await db.deliveryAttempt.create({ data: attemptRow(target, event, attempt, result) });
}
