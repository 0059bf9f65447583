// The last readings the engine took, newest first, across every company: what development shows so a
// newcomer can watch readings land (the home page in development; includable in any page).
import type { Db } from "@/lib/platform/db/client";

export interface LastReading {
  readingId: string;
  slug: string;
  name: string;
  /** ISO 8601. */
  takenAt: string;
  passed: number;
  failed: number;
  notRead: number;
  standing: string | null;
  /** The statement's index in the witness log; null until the sequencer integrates it. */
  logIndex: number | null;
}

export async function readLastReadings(db: Db, take = 10): Promise<LastReading[]> {
  const rows = await db.reading.findMany({
    orderBy: [{ takenAt: "desc" }, { id: "desc" }],
    take,
    select: {
      id: true,
      takenAt: true,
      checksPassed: true,
      checksFailed: true,
      checksNotRead: true,
      standing: true,
      company: { select: { slug: true, name: true } },
    },
  });
  const entries = await db.logEntry.findMany({
    where: { readingId: { in: rows.map((r) => r.id) } },
    select: { readingId: true, index: true },
  });
  const index = new Map(entries.map((e) => [e.readingId, Number(e.index)]));
  return rows.map((r) => ({
    readingId: r.id,
    slug: r.company.slug,
    name: r.company.name,
    takenAt: r.takenAt.toISOString(),
    passed: r.checksPassed,
    failed: r.checksFailed,
    notRead: r.checksNotRead,
    standing: r.standing,
    logIndex: index.get(r.id) ?? null,
  }));
}
