// Records a profile view. Repeat views from one client network within ten minutes count once, decided by
// one conditional upsert on ViewGate, so every instance sharing the database agrees without Redis. A
// counted view writes its ProfileView row and its profile.viewed outbox event in the same transaction.
import { outboxEventId } from "@/lib/platform/outbox/outbox-event-id";
import type { Db } from "@/lib/platform/db/client";
import { viewerHash } from "@/lib/transports/worker/public/viewer-records/viewer-hash";
import { clock } from "@/lib/platform/clock";

export const VIEW_WINDOW_MS = 10 * 60 * 1000;

export interface RecordViewOptions {
  company: { id: string; slug: string; workspaceId: string };
  clientNetwork: string;
  referrer: string | null;
  now?: Date;
}

/** True when this view was counted. */
export async function recordView(db: Db, { company, clientNetwork, referrer, now = clock().now() }: RecordViewOptions): Promise<boolean> {
  const hash = viewerHash(company.id, clientNetwork);
  const until = new Date(now.getTime() + VIEW_WINDOW_MS);
  return db.$transaction(async (tx) => {
    // Inserts a gate, or re-opens an expired one; an open gate returns no row. Concurrent callers
    // serialise on the row, and the loser re-checks the WHERE against the winner's new `until`.
    // Prisma stores DateTime as UTC in timestamp-without-zone columns; the casts keep raw SQL on the same
    // footing whatever the session's time zone.
    const opened = await tx.$queryRaw<{ companyId: string }[]>`
      INSERT INTO "ViewGate" ("companyId", "viewerHash", "until")
      VALUES (${company.id}, ${hash}, (${until.toISOString()}::timestamptz AT TIME ZONE 'UTC'))
      ON CONFLICT ("companyId", "viewerHash") DO UPDATE SET "until" = EXCLUDED."until"
      WHERE "ViewGate"."until" <= (${now.toISOString()}::timestamptz AT TIME ZONE 'UTC')
      RETURNING "companyId"`;
    if (opened.length === 0) return false;
    await tx.profileView.create({ data: { companyId: company.id, viewerHash: hash, referrer, at: now } });
    await tx.outboxEvent.create({
      data: {
        id: outboxEventId(),
        workspaceId: company.workspaceId,
        type: "profile.viewed",
        data: { slug: company.slug, referrer, at: now.getTime() },
        createdAt: now,
      },
    });
    return true;
  });
}
