// A new access request or buyer intent queues a `request.received` outbox event (in the write's own
// transaction): endpoints subscribed to it and the workspace's alert destinations receive it, and it wakes
// the batched notice to the owners and admins. Its data never holds the requester's name or address.
import type { Prisma } from "@/lib/platform/db/generated/client";
import { outboxEventId } from "@/lib/platform/outbox/outbox-event-id";

export interface RequestReceived {
  id: string;
  kind: "access_request" | "intent";
  slug: string;
  document: string | null;
  at: number;
}

export async function queueRequestReceived(
  tx: Prisma.TransactionClient,
  workspaceId: string,
  data: RequestReceived,
  now: Date,
): Promise<void> {
  await tx.outboxEvent.create({ data: { id: outboxEventId(), workspaceId, type: "request.received", data: { ...data }, createdAt: now } });
}
