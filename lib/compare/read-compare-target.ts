// One company of a comparison: its published facts (current, or at a stored record version), its
// evidence areas and sources. Null when there is no public record or no such stored version.
import type { Db } from "@/lib/platform/db/client";
import type { Company } from "@/lib/platform/db/generated/client";
import { buildRecordBody, type RecordBodyFact, type RecordBody } from "@/lib/network/record-body";
import { readCompanyEvidence, type CompanyEvidence } from "@/lib/rollup/read-public-rollup";
import { resolvePublicCompany } from "@/lib/rollup/resolve-public-company";
import type { CompareTarget } from "@/lib/compare/parse-compare-request";

export interface ComparedCompany {
  handle: string;
  company: Company;
  facts: RecordBodyFact[];
  evidence: CompanyEvidence;
  /** The version read (snapshot) or the latest stored one; null when none is stored. */
  version: number | null;
  /** When what is shown last changed: the snapshot's recording time, else the profile's last update. */
  updatedAt: Date;
  snapshot: boolean;
}

export async function readCompareTarget(db: Db, target: CompareTarget): Promise<ComparedCompany | null> {
  const company = await resolvePublicCompany(db, target.handle);
  if (!company) return null;
  let facts: RecordBodyFact[];
  let version: number | null;
  let updatedAt = company.profileUpdatedAt;
  if (target.version !== null) {
    const stored = await db.recordVersion.findUnique({ where: { companyId_version: { companyId: company.id, version: target.version } } });
    if (!stored) return null;
    // The stored canonical body is exactly what was published as that version.
    facts = (JSON.parse(stored.body) as RecordBody).facts;
    version = stored.version;
    updatedAt = stored.recordedAt;
  } else {
    const [rows, latest] = await Promise.all([
      db.fact.findMany({ where: { companyId: company.id } }),
      db.recordVersion.findFirst({ where: { companyId: company.id }, orderBy: { version: "desc" }, select: { version: true } }),
    ]);
    facts = buildRecordBody(company, rows).facts;
    version = latest?.version ?? null;
  }
  return {
    handle: company.slug,
    company,
    facts,
    evidence: await readCompanyEvidence(db, company.id),
    version,
    updatedAt,
    snapshot: target.version !== null,
  };
}
