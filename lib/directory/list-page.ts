// The two queries behind every public company list: one page in directory order, and the size of the
// filtered set. The page is a keyset read — `(dirRank, sortName, id) > marker` in the order of the
// index ("Company"("listed", "dirRank", "sortName", "id")) — so page 5,000 costs what page 1 costs.
import type { Db } from "@/lib/platform/db/client";
import { Prisma } from "@/lib/platform/db/generated/client";
import { filterConditions, type CompanyFilter } from "@/lib/directory/company-filter";
import type { DirectoryKey } from "@/lib/directory/directory-key";

export interface ListedCompany {
  id: string;
  slug: string;
  name: string;
  domain: string | null;
  tagline: string | null;
  dirRank: bigint;
  sortName: string;
  industries: string[];
  hqCountry: string | null;
  dataResidency: string[];
  deploymentModels: string[];
  productNames: string[];
  witnessed: boolean;
  lastWitnessedAt: Date | null;
  profileUpdatedAt: Date;
}

const COLUMNS = Prisma.sql`c."id", c."slug", c."name", c."domain", c."tagline", c."dirRank", c."sortName", c."industries",
  c."hqCountry", c."dataResidency", c."deploymentModels", c."productNames", c."witnessed", c."lastWitnessedAt", c."profileUpdatedAt"`;

const ORDER = Prisma.sql`ORDER BY c."dirRank", c."sortName", c."id"`;

function afterKey(key: DirectoryKey): Prisma.Sql {
  return Prisma.sql`(c."dirRank", c."sortName", c."id") > (${key.rank}, ${key.sortName}, ${key.id})`;
}

function throughKey(key: DirectoryKey): Prisma.Sql {
  return Prisma.sql`(c."dirRank", c."sortName", c."id") <= (${key.rank}, ${key.sortName}, ${key.id})`;
}

export interface PageQuery {
  filter: CompanyFilter;
  /** Rows wanted; one more is read to learn whether another page follows. */
  limit: number;
  /** Keyset marker: the page starts strictly after this key. */
  after?: DirectoryKey;
  /** Deprecated offset paging, used only when no marker is given. */
  offset?: number;
}

/** The page query as SQL, so the benchmark can EXPLAIN exactly what the routes run. */
export function pageSql({ filter, limit, after, offset }: PageQuery): Prisma.Sql {
  const where = after ? Prisma.sql`${filterConditions(filter)} AND ${afterKey(after)}` : filterConditions(filter);
  const skip = !after && offset ? Prisma.sql` OFFSET ${offset}` : Prisma.empty;
  return Prisma.sql`SELECT ${COLUMNS} FROM "Company" c WHERE ${where} ${ORDER} LIMIT ${limit + 1}${skip}`;
}

export async function readPage(db: Db, query: PageQuery): Promise<{ rows: ListedCompany[]; hasMore: boolean }> {
  const rows = await db.$queryRaw<ListedCompany[]>(pageSql(query));
  const hasMore = rows.length > query.limit;
  return { rows: hasMore ? rows.slice(0, query.limit) : rows, hasMore };
}

/** Size of the filtered set; with `through`, only the rows at or before that key (a walk's position). */
export async function countCompanies(db: Db, filter: CompanyFilter, through?: DirectoryKey): Promise<number> {
  const where = through ? Prisma.sql`${filterConditions(filter)} AND ${throughKey(through)}` : filterConditions(filter);
  const [{ n }] = await db.$queryRaw<{ n: number }[]>(Prisma.sql`SELECT count(*)::int AS n FROM "Company" c WHERE ${where}`);
  return n;
}
