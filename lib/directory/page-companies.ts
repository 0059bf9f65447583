// One page of a public company list, by cursor (keyset) or by the deprecated offset: the rows, their
// standing, the size of the filtered set, and where the next page starts.
import type { Db } from "@/lib/platform/db/client";
import { Refusal } from "@/lib/platform/refusal";
import { filterFingerprint, type CompanyFilter } from "@/lib/directory/company-filter";
import { CursorRefusedError, decodeCursor, encodeCursor, type CursorList, type CursorPayload } from "@/lib/directory/cursor";
import { keyOf } from "@/lib/directory/directory-key";
import { countCompanies, readPage, type ListedCompany } from "@/lib/directory/list-page";
import { readStandings, type RowStanding } from "@/lib/directory/standing";

export interface PageCompaniesOptions {
  list: CursorList;
  filter: CompanyFilter;
  limit: number;
  cursor?: string;
  /** Deprecated; ignored when a cursor is given. */
  offset?: number;
}

export interface CompanyPage {
  rows: (ListedCompany & { standing: RowStanding })[];
  total: number;
  /** Position of the row after this page in the filtered order (best effort across data changes). */
  nextOffset: number;
  nextCursor: string | null;
}

function readCursor(text: string, list: CursorList): CursorPayload {
  try {
    return decodeCursor(text, { list, scope: "public" });
  } catch (err) {
    if (!(err instanceof CursorRefusedError)) throw err;
    throw new Refusal("invalid_cursor", {
      message: err.message,
      errors: [{ in: "query", name: "cursor", message: err.message }],
      extra: { reason: err.reason },
    });
  }
}

export async function pageCompanies(db: Db, { list, filter, limit, cursor, offset }: PageCompaniesOptions): Promise<CompanyPage> {
  const fingerprint = filterFingerprint(filter);
  const marker = cursor !== undefined ? readCursor(cursor, list) : undefined;
  const after = marker?.key;
  const [page, total, start] = await Promise.all([
    readPage(db, { filter, limit, after, offset: marker ? undefined : offset }),
    countCompanies(db, filter),
    // A cursor knows its position under the filter it was issued for; under another filter, count.
    !marker ? (offset ?? 0) : marker.filter === fingerprint ? marker.position : countCompanies(db, filter, marker.key),
  ]);
  const standings = await readStandings(db, page.rows);
  const nextOffset = start + page.rows.length;
  const last = page.rows.at(-1);
  return {
    rows: page.rows.map((row) => ({ ...row, standing: standings.get(row.id)! })),
    total,
    nextOffset,
    nextCursor:
      page.hasMore && last ? encodeCursor({ scope: "public", list, key: keyOf(last), position: nextOffset, filter: fingerprint }) : null,
  };
}
