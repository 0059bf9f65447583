// Retention: readings older than READING_RETENTION_MS lose their per-check evidence (checks and
// evidence manifest); a reading that carries no statement is deleted. Statements stay (they are what
// the service signed and what the transparency log holds), and so do record versions. Continuity is
// untouched: it lives on Company, kept incrementally, and never needed the old rows.
import { clock } from "@/lib/platform/clock";
import type { Db } from "@/lib/platform/db/client";
import { Prisma } from "@/lib/platform/db/generated/client";

import { READING_RETENTION_MS } from "@/lib/witness-record/continuity";

export async function pruneReadings(db: Db, now: Date = clock().now()): Promise<{ deleted: number; stripped: number }> {
  const before = new Date(now.getTime() - READING_RETENTION_MS);
  const deleted = await db.reading.deleteMany({ where: { takenAt: { lt: before }, statement: { equals: Prisma.DbNull } } });
  const stripped = await db.reading.updateMany({
    where: { takenAt: { lt: before }, NOT: { evidenceManifest: { equals: Prisma.DbNull } } },
    data: { checks: [], evidenceManifest: Prisma.DbNull },
  });
  return { deleted: deleted.count, stripped: stripped.count };
}
