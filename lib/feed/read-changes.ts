// One query for a slice of the change feed: the record versions of listed companies after a position,
// up to a horizon, oldest first. The feed itself is the RecordVersion table; withdrawal and
// publication are read from Company at query time, so a withdrawn company's versions stop appearing.
import type { Db } from "@/lib/platform/db/client";
import { Prisma } from "@/lib/platform/db/generated/client";
import type { ChangePosition } from "@/lib/feed/change-position";

export interface ChangeRow {
  seq: bigint;
  eventId: string;
  version: number;
  kind: string;
  digest: string;
  previousDigest: string | null;
  correctsVersion: number | null;
  recordedAt: Date;
  slug: string;
  domain: string | null;
}

export interface ReadChangesOptions {
  after: ChangePosition;
  /** Versions recorded later than this are not shown yet (see SETTLE_MS); null: up to the end. */
  horizon: Date | null;
  limit: number;
}

export async function readChanges(db: Db, { after, horizon, limit }: ReadChangesOptions): Promise<{ rows: ChangeRow[]; hasMore: boolean }> {
  // The row comparison walks the (recordedAt, seq) index; one extra row tells whether more follow.
  const rows = await db.$queryRaw<ChangeRow[]>`
    SELECT v."seq", v."eventId", v."version", v."kind", v."digest", v."previousDigest", v."correctsVersion",
           v."recordedAt", c."slug", c."domain"
    FROM "RecordVersion" v JOIN "Company" c ON c."id" = v."companyId"
    WHERE (v."recordedAt", v."seq") > (${after.recordedAt}, ${after.seq})
      ${horizon ? Prisma.sql`AND v."recordedAt" <= ${horizon}` : Prisma.empty}
      AND c."publication" = 'published' AND c."isNetwork" AND c."withdrawnAt" IS NULL
    ORDER BY v."recordedAt", v."seq"
    LIMIT ${limit + 1}`;
  return { rows: rows.slice(0, limit), hasMore: rows.length > limit };
}
