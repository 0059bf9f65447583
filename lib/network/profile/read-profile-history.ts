// The published versions of one Network record, newest first, and the read of one stored version.
// An unknown, unpublished or withdrawn record has no public history (404 not_found).
import type { Db } from "@/lib/platform/db/client";
import { Refusal } from "@/lib/platform/refusal";
import { findPublishedCompany, type ProfileCompany } from "@/lib/network/profile/find-published-company";
import { decodeHistoryCursor, encodeHistoryCursor } from "@/lib/network/profile/history-cursor";
import { versionUrl } from "@/lib/network/profile/profile-links";
import type { ProfileLookup } from "@/lib/network/profile/profile-query";
import { readStage } from "@/lib/network/profile/read-stage";

export const HISTORY_DEFAULT_LIMIT = 20;
const ENTRY_FIELDS = { version: true, kind: true, digest: true, previousDigest: true, correctsVersion: true, recordedAt: true } as const;

type EntryRow = {
  version: number;
  kind: string;
  digest: string;
  previousDigest: string | null;
  correctsVersion: number | null;
  recordedAt: Date;
};

function entry(slug: string, r: EntryRow) {
  return {
    version: r.version,
    kind: r.kind,
    digest: r.digest,
    previous_digest: r.previousDigest,
    corrects_version: r.correctsVersion,
    recorded_at: r.recordedAt.toISOString(),
    version_url: versionUrl(slug, r.version),
  };
}

async function publishedCompany(db: Db, lookup: ProfileLookup): Promise<ProfileCompany> {
  const company = lookup.reservedInvalid ? null : await readStage("record_unavailable", () => findPublishedCompany(db, lookup));
  if (!company) {
    throw new Refusal("not_found", {
      message: "No published Network record for this q, so it has no public history.",
      errors: [{ in: "query", name: "q", message: "no published record" }],
    });
  }
  return company;
}

export async function readProfileHistory(db: Db, opts: { lookup: ProfileLookup; limit: number; cursor?: string }) {
  const company = await publishedCompany(db, opts.lookup);
  const before = opts.cursor === undefined ? undefined : decodeHistoryCursor(opts.cursor, company.id);
  const rows = await readStage("record_unavailable", () =>
    db.recordVersion.findMany({
      where: { companyId: company.id, ...(before ? { version: { lt: before } } : {}) },
      orderBy: { version: "desc" },
      take: opts.limit + 1,
      select: ENTRY_FIELDS,
    }),
  );
  const page = rows.slice(0, opts.limit);
  const more = rows.length > opts.limit;
  return {
    slug: company.slug,
    domain: company.domain,
    versions: page.map((r) => entry(company.slug, r)),
    next_cursor: more ? encodeHistoryCursor(company.id, page[page.length - 1].version) : null,
  };
}

export async function readProfileVersion(db: Db, opts: { lookup: ProfileLookup; version: number }) {
  const company = await publishedCompany(db, opts.lookup);
  const row = await readStage("record_unavailable", () =>
    db.recordVersion.findUnique({
      where: { companyId_version: { companyId: company.id, version: opts.version } },
      select: { ...ENTRY_FIELDS, body: true },
    }),
  );
  if (!row) {
    throw new Refusal("version_not_found", {
      message: `${company.slug} has no stored version ${opts.version}.`,
      errors: [{ in: "query", name: "version", message: "no such version" }],
    });
  }
  return {
    slug: company.slug,
    domain: company.domain,
    ...entry(company.slug, row),
    body: row.body,
    record: JSON.parse(row.body) as Record<string, unknown>,
  };
}
