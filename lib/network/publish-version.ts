// Publishing a record version: the change feed is the RecordVersion table, each row chained to the
// previous one by digest. Also keeps Company's denormalised directory keys in step with its rows.
import { randomBytes } from "node:crypto";
import type { Db } from "@/lib/platform/db/client";
import type { RecordVersion } from "@/lib/platform/db/generated/client";
import { canonicalJson, sha256Hex } from "@/lib/platform/canonical-json";
import { announceChange, takeFeedOrder } from "@/lib/feed/change-order";
import { buildRecordBody } from "@/lib/network/record-body";
import { clock } from "@/lib/platform/clock";
import { bumpPageTags } from "@/lib/platform/page-cache/tag-versions";
import { outboxEventId } from "@/lib/platform/outbox/outbox-event-id";

export type RecordVersionKind = "published" | "updated" | "corrected" | "withdrawn";

/** `data` of the `record.version` endpoint event (a type alias, so it is assignable to a Json column). */
export type RecordVersionEventData = {
  event_id: string;
  kind: RecordVersionKind;
  subject: { slug: string; domain: string | null };
  version: number;
  recorded_at: string;
  digest: string;
  previous_digest: string | null;
  corrects_version: number | null;
};

export interface PublishRecordVersionOptions {
  kind?: RecordVersionKind;
  /** Seeds and tests only: a version stamped with a given time is not kept in commit order (change-order.ts). */
  recordedAt?: Date;
  /** Required for kind "corrected": the earlier version this one corrects. */
  correctsVersion?: number;
}

export class PublishVersionError extends Error {
  readonly code = "publish_version_invalid";
}

export async function publishRecordVersion(
  db: Db,
  companyId: string,
  { kind = "published", recordedAt, correctsVersion }: PublishRecordVersionOptions = {},
): Promise<RecordVersion> {
  return db.$transaction(async (tx) => {
    // First, before any row lock: the feed's order is the order these transactions commit in.
    const stamped = await takeFeedOrder(tx);
    return writeRecordVersion(tx as Db, companyId, { kind, recordedAt: recordedAt ?? stamped, correctsVersion });
  });
}

/**
 * The version write itself, inside a transaction the caller holds (a reading that changed witnessed
 * facts writes its version in the reading's own transaction). The caller has taken the feed's order
 * (takeFeedOrder) before any row lock, and stamps the version with the time it returned, so positions
 * grow in commit order; this takes the company's row lock and announces the version on commit.
 */
export async function writeRecordVersion(
  tx: Db,
  companyId: string,
  { kind = "published", recordedAt = clock().now(), correctsVersion }: PublishRecordVersionOptions = {},
): Promise<RecordVersion> {
  if ((kind === "corrected") !== (correctsVersion !== undefined)) {
    throw new PublishVersionError('correctsVersion is given exactly when kind is "corrected"');
  }
  // Row lock: two publishers of one company would otherwise both read version N and race for N+1.
  await tx.$queryRaw`SELECT id FROM "Company" WHERE id = ${companyId} FOR UPDATE`;
  const company = await tx.company.findUnique({ where: { id: companyId }, include: { facts: true } });
  if (!company) throw new PublishVersionError(`no company with id ${companyId}`);
  const latest = await tx.recordVersion.findFirst({ where: { companyId }, orderBy: { version: "desc" } });
  const version = (latest?.version ?? 0) + 1;
  if (correctsVersion !== undefined && (correctsVersion < 1 || correctsVersion >= version)) {
    throw new PublishVersionError(`version ${version} cannot correct version ${correctsVersion}`);
  }
  const body = canonicalJson(buildRecordBody(company, company.facts));
  const row = await tx.recordVersion.create({
    data: {
      eventId: "rv_" + randomBytes(16).toString("base64url"),
      companyId,
      version,
      kind,
      body,
      digest: sha256Hex(body),
      previousDigest: latest?.digest ?? null,
      correctsVersion: correctsVersion ?? null,
      recordedAt,
    },
  });
  await tx.company.update({ where: { id: companyId }, data: { profileUpdatedAt: recordedAt } });
  // The owner's endpoints hear of every version of its record (published, updated, corrected, withdrawn),
  // from the outbox row written in this same transaction: the change feed's entry, without its cursor.
  if (company.workspaceId) {
    const data: RecordVersionEventData = {
      event_id: row.eventId,
      kind: row.kind as RecordVersionKind,
      subject: { slug: company.slug, domain: company.domain },
      version: row.version,
      recorded_at: recordedAt.toISOString(),
      digest: row.digest,
      previous_digest: row.previousDigest,
      corrects_version: row.correctsVersion,
    };
    await tx.outboxEvent.create({
      data: { id: outboxEventId(), workspaceId: company.workspaceId, type: "record.version", data, createdAt: recordedAt },
    });
  }
  // The company's cached pages and the directory are stale from this commit on (lib/page-cache).
  await bumpPageTags(tx, [{ type: "record.version", slug: company.slug }]);
  await announceChange(tx);
  return row;
}

/**
 * Rewrites the directory keys from the company's own rows in one statement, so they cannot drift
 * from the readings: listed, witnessed, lastWitnessedAt, dirRank (-epoch ms of the last witnessed
 * reading, 0 when never witnessed: "witnessed first, most recent first" in one ascending column),
 * sortName and searchText. Timestamps are stored as UTC, so epoch of the naive column is exact.
 */
export async function recomputeDirectoryKeys(db: Db, companyId: string): Promise<void> {
  await db.$executeRaw`
    UPDATE "Company" AS c SET
      "listed" = (c."publication" = 'published' AND c."isNetwork" AND c."withdrawnAt" IS NULL),
      "witnessed" = w.last IS NOT NULL,
      "lastWitnessedAt" = w.last,
      "dirRank" = CASE WHEN w.last IS NULL THEN 0 ELSE -(EXTRACT(EPOCH FROM w.last) * 1000)::bigint END,
      "sortName" = lower(c."name"),
      "searchText" = lower(concat_ws(' ', c."name", c."domain", c."tagline"))
    FROM (SELECT max("takenAt") AS last FROM "Reading" WHERE "companyId" = ${companyId} AND "standing" = 'witnessed') AS w
    WHERE c."id" = ${companyId}`;
}
