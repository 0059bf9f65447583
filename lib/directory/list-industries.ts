// The industries listed companies name, for the directory page's filter. Spelled as most companies
// spell them; two spellings that differ only in case are one industry (the filter ignores case too).
import type { Db } from "@/lib/platform/db/client";
import { Prisma } from "@/lib/platform/db/generated/client";

export async function listIndustries(db: Db): Promise<string[]> {
  const rows = await db.$queryRaw<{ industry: string }[]>(Prisma.sql`
    SELECT min(i.v) AS industry
    FROM "Company" c, unnest(c."industries") AS i(v)
    WHERE c."listed" AND btrim(i.v) <> ''
    GROUP BY lower(i.v)
    ORDER BY lower(i.v)`);
  return rows.map((r) => r.industry);
}
