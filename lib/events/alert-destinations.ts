// Alert destinations (6.2): where the application's own alerts go. No secret is stored: the key is
// derived from MASTER_KEY per destination and key generation. A destination created before 2026-09-19
// starts at generation 0; later ones own generation 1 from their first delivery. Rotation (the workspace
// owner only) moves to the next generation; for seven days the signature header carries the new key's
// value first and the replaced key's second, then only the new one.
import { randomBytes } from "node:crypto";
import { clock } from "@/lib/platform/clock";
import type { Db } from "@/lib/platform/db/client";
import { nothingMore, type InSameTransaction } from "@/lib/platform/db/in-same-transaction";
import { envelopeBody, type OutboxRow } from "@/lib/events/envelope";
import { checkDeliveryUrl, type AttemptResult } from "@/lib/events/post-event";
import { sendWithRetries } from "@/lib/events/send-with-retries";
import { alertDestinationKey, alertSignatureHeader } from "@/lib/events/signatures";

export const GENERATION_ZERO_BEFORE = new Date("2026-09-19T00:00:00Z");
export const ROTATION_OVERLAP_MS = 7 * 24 * 3_600_000;

export interface DestinationView {
  id: string;
  url: string;
  keyGeneration: number;
  rotatedAt: Date | null;
  createdAt: Date;
  disabledAt: Date | null;
}

const VIEW = { id: true, url: true, keyGeneration: true, rotatedAt: true, createdAt: true, disabledAt: true } as const;
type DestinationRow = DestinationView & { workspaceId: string };

/** The keys that sign now, newest first: the current generation, and the replaced one inside the overlap. */
export function signingKeys(d: DestinationRow, now: Date): string[] {
  const keys = [alertDestinationKey(d.workspaceId, d.id, d.keyGeneration)];
  if (d.rotatedAt && now.getTime() - d.rotatedAt.getTime() < ROTATION_OVERLAP_MS && d.keyGeneration > 0) {
    keys.push(alertDestinationKey(d.workspaceId, d.id, d.keyGeneration - 1));
  }
  return keys;
}

export type DestinationWithKey = DestinationView & { key: string };

/** `record` runs in the destination's transaction: it and its audit row commit together, so no key is live unseen. */
export async function createDestination(
  db: Db,
  workspaceId: string,
  url: string,
  record: InSameTransaction<DestinationWithKey> = nothingMore,
): Promise<DestinationWithKey> {
  const checked = await checkDeliveryUrl(url);
  const now = clock().now();
  return db.$transaction(async (tx) => {
    const row = await tx.alertDestination.create({
      data: { workspaceId, url: checked.toString(), createdAt: now, keyGeneration: now < GENERATION_ZERO_BEFORE ? 0 : 1 },
      select: VIEW,
    });
    const created = { ...row, key: alertDestinationKey(workspaceId, row.id, row.keyGeneration) };
    await record(tx as Db, created);
    return created;
  });
}

export async function listDestinations(db: Db, workspaceId: string): Promise<DestinationView[]> {
  return db.alertDestination.findMany({ where: { workspaceId }, orderBy: { createdAt: "desc" }, select: VIEW });
}

/**
 * The next generation's key (shown to the owner); null when the workspace has no such destination. `record`
 * runs in the rotation's transaction, so a rotation stands only with its audit row.
 */
export async function rotateDestination(
  db: Db,
  workspaceId: string,
  id: string,
  record: InSameTransaction<DestinationWithKey> = nothingMore,
): Promise<DestinationWithKey | null> {
  const now = clock().now();
  return db.$transaction(async (tx) => {
    const { count } = await tx.alertDestination.updateMany({
      where: { id, workspaceId },
      data: { keyGeneration: { increment: 1 }, rotatedAt: now },
    });
    if (count !== 1) return null;
    const row = await tx.alertDestination.findUniqueOrThrow({ where: { id }, select: VIEW });
    const rotated = { ...row, key: alertDestinationKey(workspaceId, id, row.keyGeneration) };
    await record(tx as Db, rotated);
    return rotated;
  });
}

/** False when the workspace has no such destination; `record` runs in the same transaction when it has. */
export async function disableDestination(
  db: Db,
  workspaceId: string,
  id: string,
  record: InSameTransaction<void> = nothingMore,
): Promise<boolean> {
  return db.$transaction(async (tx) => {
    const { count } = await tx.alertDestination.updateMany({
      where: { id, workspaceId, disabledAt: null },
      data: { disabledAt: clock().now() },
    });
    // Only an update that touched nothing needs the second look: already disabled (true) or not this workspace's.
    if (count !== 1 && (await tx.alertDestination.count({ where: { id, workspaceId } })) !== 1) return false;
    await record(tx as Db);
    return true;
  });
}

/** At most three attempts in 15 s, every one with the timestamp signed before the first. */
export async function deliverToDestination(db: Db, d: DestinationRow, event: OutboxRow): Promise<AttemptResult> {
  const body = envelopeBody(event);
  const now = clock().now();
  const timestamp = Math.floor(now.getTime() / 1000);
  const headers = {
    "x-svc-timestamp": String(timestamp),
    "x-svc-signature": alertSignatureHeader(signingKeys(d, now), timestamp, body),
    "x-svc-event": event.type,
  };
  return sendWithRetries(db, { channel: "alert", targetId: d.id, workspaceId: d.workspaceId, url: d.url }, event, body, headers);
}

export async function sendTestAlert(db: Db, workspaceId: string, id: string): Promise<AttemptResult | null> {
  const d = await db.alertDestination.findFirst({ where: { id, workspaceId }, select: { ...VIEW, workspaceId: true } });
  if (!d) return null;
  return deliverToDestination(db, d, {
    id: `evt_${randomBytes(16).toString("hex")}`,
    workspaceId,
    type: "alert.test",
    data: { test: true, destination: id },
    createdAt: clock().now(),
  });
}
