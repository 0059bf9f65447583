// The change feed in commit order. Every record version is stamped while its transaction holds one
// transaction-scoped advisory lock, at max(clock, latest recordedAt): so (recordedAt, seq) increases
// in the order transactions commit, and PostgreSQL makes a commit visible before it releases the lock.
// A reader that sees a version therefore sees every version before it, and can read the feed right up
// to its end with no settle window. The same commit announces itself with NOTIFY, which wakes each
// instance's one poller (change-listener.ts). Publishing is serialised by this; it is rare.
import type { Db } from "@/lib/platform/db/client";
import { clock } from "@/lib/platform/clock";

/** pg_notify channel on which every committed record version is announced. */
export const CHANGES_CHANNEL = "svc_record_versions";
// Any constant shared by every instance: the lock's only purpose is ordering record versions.
const ORDER_LOCK_KEY = 0x5243_5631; // "RCV1"

type Tx = Parameters<Parameters<Db["$transaction"]>[0]>[0];

/**
 * Takes the feed's ordering lock for the rest of the transaction and returns the time to stamp the
 * version with: the clock, or the latest version's time when the clock is behind it (another
 * instance's clock, or a backwards step), so positions never go back.
 */
export async function takeFeedOrder(tx: Tx): Promise<Date> {
  await tx.$queryRaw`SELECT 1 AS locked FROM pg_advisory_xact_lock(${ORDER_LOCK_KEY}::bigint)`;
  const [{ latest }] = await tx.$queryRaw<{ latest: Date | null }[]>`SELECT max("recordedAt") AS latest FROM "RecordVersion"`;
  const now = clock().now();
  return latest && latest > now ? latest : now;
}

/** Delivered to every listener when (and only if) the transaction commits. */
export async function announceChange(tx: Tx): Promise<void> {
  await tx.$queryRaw`SELECT 1 AS sent FROM pg_notify(${CHANGES_CHANNEL}, '')`;
}
