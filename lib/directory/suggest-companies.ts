// Type-ahead suggestions: listed companies whose name or domain contains the typed text, those whose
// name or domain starts with it first, then by name. The trigram index on searchText narrows the
// candidates; the name/domain test keeps tagline-only matches out of a name picker.
import type { Db } from "@/lib/platform/db/client";
import { Prisma } from "@/lib/platform/db/generated/client";
import { containsPattern } from "@/lib/directory/company-filter";
import { readStandings } from "@/lib/directory/standing";

export const SUGGEST_LIMIT = 10;

export interface Suggestion {
  name: string;
  domain: string | null;
  slug: string;
  /** The last reading observed the company (the row standing "Witnessed"). */
  witnessed: boolean;
}

interface Candidate {
  id: string;
  slug: string;
  name: string;
  domain: string | null;
  witnessed: boolean;
}

export async function suggestCompanies(db: Db, text: string): Promise<Suggestion[]> {
  const typed = text.trim().toLowerCase();
  const contains = containsPattern(typed);
  const prefix = contains.slice(1);
  const rows = await db.$queryRaw<Candidate[]>(Prisma.sql`
    SELECT c."id", c."slug", c."name", c."domain", c."witnessed"
    FROM "Company" c
    WHERE c."listed" AND c."searchText" LIKE ${contains}
      AND (c."sortName" LIKE ${contains} OR lower(coalesce(c."domain", '')) LIKE ${contains})
    ORDER BY (c."sortName" LIKE ${prefix} OR lower(coalesce(c."domain", '')) LIKE ${prefix}) DESC, c."sortName", c."id"
    LIMIT ${SUGGEST_LIMIT}`);
  const standings = await readStandings(db, rows);
  return rows.map((row) => ({
    name: row.name,
    domain: row.domain,
    slug: row.slug,
    witnessed: standings.get(row.id)!.label === "Witnessed",
  }));
}
