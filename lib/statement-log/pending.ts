// How many signed statements (readings' and claims') and corrections wait for the sequencer.
import type { Db } from "@/lib/platform/db/client";

export async function pendingCount(db: Db): Promise<number> {
  const [row] = await db.$queryRaw<{ n: bigint }[]>`
    SELECT (SELECT count(*) FROM "Reading" r
             WHERE r.statement IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "LogEntry" e WHERE e."readingId" = r.id))
         + (SELECT count(*) FROM "ClaimStatement" s WHERE NOT EXISTS (SELECT 1 FROM "LogEntry" e WHERE e."claimStatementId" = s.id))
         + (SELECT count(*) FROM "LogCorrection" c WHERE NOT EXISTS (SELECT 1 FROM "LogEntry" e WHERE e."correctionId" = c.id)) AS n`;
  return Number(row?.n ?? 0);
}
