// The latest reading of a published Network company that carries a statement, with where it stands in
// the log: what the token and bundle routes hand out.
import type { Db } from "@/lib/platform/db/client";
import { findPublishedCompany } from "@/lib/network/profile/find-published-company";
import { profileLookup } from "@/lib/network/profile/profile-query";
import { statementLogView, type StatementLogView } from "@/lib/statement-log/statement-token";

export interface LatestStatement extends StatementLogView {
  company: { slug: string; domain: string | null };
  reading: { id: string; checks: unknown; statement: unknown; evidenceManifest: unknown };
}

export async function latestStatement(db: Db, slug: string): Promise<LatestStatement | null> {
  const company = await findPublishedCompany(db, profileLookup(slug));
  if (!company) return null;
  const reading = await db.reading.findFirst({
    where: { companyId: company.id },
    orderBy: { takenAt: "desc" },
    select: { id: true, checks: true, statement: true, evidenceManifest: true },
  });
  if (!reading) return null;
  const view = await statementLogView(db, reading);
  return view ? { ...view, company: { slug: company.slug, domain: company.domain }, reading } : null;
}
