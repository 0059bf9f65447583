// What the reading engine (lib/witness/engine/run-reading.ts) calls for the company's declaration:
// read it alongside the outside-in reader and record it in the reading's transaction; when the declared
// facts changed on a live record, the reading's one new record version covers them (with any witnessed
// facts it moved), so the version and digest cover the facts the profile shows.
import type { Db } from "@/lib/platform/db/client";

export { readDeclaration } from "@/lib/witness/declaration/read-declaration";
export { recordDeclaration } from "@/lib/witness/declaration/record-declaration";

/** A record that is published and not withdrawn: a change of its declared facts is a new version of it. */
export async function hasLiveRecord(db: Db, companyId: string): Promise<boolean> {
  const company = await db.company.findUnique({
    where: { id: companyId },
    select: { withdrawnAt: true, _count: { select: { versions: true } } },
  });
  return !!company && !company.withdrawnAt && company._count.versions > 0;
}
