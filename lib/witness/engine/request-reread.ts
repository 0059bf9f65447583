// A workspace member's "re-read now": at most once per ten minutes per company, enforced by one
// conditional UPDATE (so two clicks racing, or two instances, cannot both pass). The reading itself runs
// on the job queue when this process runs it, otherwise in-process, and lands like an hourly one.
import { clock } from "@/lib/platform/clock";
import type { Db } from "@/lib/platform/db/client";
import { QueueNotStartedError, sendJob } from "@/lib/platform/jobs/queue";
import { log } from "@/lib/platform/log";
import { runReading } from "@/lib/witness/engine/run-reading";
import { WITNESS_READ_JOB } from "@/lib/witness/engine/schedule";

export const REREAD_INTERVAL_MS = 10 * 60_000;
// A re-read whose reading has not landed this long after it was asked for has failed, not still running.
const REREAD_RUNNING_MS = 2 * 60_000;

export class RereadTooSoonError extends Error {
  readonly code = "reread_too_soon";
  /** `running`: the reading the last re-read asked for has not landed yet. */
  constructor(
    readonly retryAt: Date,
    readonly running: boolean,
  ) {
    super(`a re-read was asked for less than ten minutes ago; the next one may be asked for at ${retryAt.toISOString()}`);
  }
}

export interface RequestRereadOptions {
  workspaceId: string;
  slug: string;
}

/** null when the workspace has no company with this slug and a domain to read. */
export async function requestReread(
  db: Db,
  { workspaceId, slug }: RequestRereadOptions,
): Promise<{ requestedAt: Date; nextAllowedAt: Date } | null> {
  const now = clock().now();
  const owned = { slug, workspaceId, domain: { not: null }, withdrawnAt: null };
  const { count } = await db.company.updateMany({
    where: { ...owned, OR: [{ rereadRequestedAt: null }, { rereadRequestedAt: { lte: new Date(now.getTime() - REREAD_INTERVAL_MS) } }] },
    data: { rereadRequestedAt: now },
  });
  const company = await db.company.findFirst({ where: owned, select: { id: true, rereadRequestedAt: true, lastReadingAt: true } });
  if (!company) return null;
  if (count === 0) {
    const asked = company.rereadRequestedAt!;
    const running =
      asked.getTime() > now.getTime() - REREAD_RUNNING_MS && (company.lastReadingAt === null || company.lastReadingAt < asked);
    throw new RereadTooSoonError(new Date(asked.getTime() + REREAD_INTERVAL_MS), running);
  }
  try {
    await sendJob(WITNESS_READ_JOB, { companyId: company.id, slot: now.toISOString() }, { singletonKey: `reread:${company.id}` });
  } catch (err) {
    if (!(err instanceof QueueNotStartedError)) throw err;
    void runReading(db, { companyId: company.id }).catch((e: Error) =>
      log("warn", "re-read failed", { company: company.id, error: e.message }),
    );
  }
  return { requestedAt: now, nextAllowedAt: new Date(now.getTime() + REREAD_INTERVAL_MS) };
}
