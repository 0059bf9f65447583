// Writes a company's continuity columns from its stored readings, once: for the demo seed and for
// rows written before the columns existed. The engine itself only ever advances them incrementally.
import type { Db } from "@/lib/platform/db/client";
import { Prisma } from "@/lib/platform/db/generated/client";
import {
  advanceContinuity,
  appendRecentOutcome,
  evidenceList,
  type ContinuityColumns,
  type RecentOutcome,
} from "@/lib/witness-record/continuity-update";

export const EMPTY_CONTINUITY: ContinuityColumns = {
  recordBegan: null,
  firstWitnessedAt: null,
  lastReadingAt: null,
  lastStanding: null,
  lastChecksRun: null,
  lastChecksPassed: null,
  unbrokenSince: null,
  unbrokenReadings: 0,
  totalReadings: 0,
};

export async function rebuildContinuity(db: Db, companyId: string): Promise<ContinuityColumns> {
  const readings = await db.reading.findMany({
    where: { companyId },
    orderBy: { takenAt: "asc" },
    select: { takenAt: true, checksRun: true, checksPassed: true, standing: true },
  });
  const columns = readings.reduce(advanceContinuity, EMPTY_CONTINUITY);
  const latest = await db.reading.findFirst({
    where: { companyId },
    orderBy: { takenAt: "desc" },
    select: { id: true, checks: true, statement: true },
  });
  const recentOutcomes = readings.reduce<RecentOutcome[]>((acc, r) => appendRecentOutcome(acc, r), []);
  await db.company.update({
    where: { id: companyId },
    data: {
      ...columns,
      lastReadingId: latest?.id ?? null,
      lastStatement: latest?.statement ?? Prisma.DbNull,
      lastEvidence: latest ? evidenceList(latest.checks) : Prisma.DbNull,
      recentOutcomes,
    },
  });
  return columns;
}
