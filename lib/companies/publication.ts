// Publishing, keeping private and withdrawing a claimed company's record (issue 29): each change is one
// record version (writeRecordVersion, in the feed's order) so the change feed, the directory keys and
// every read follow it. Statements already in the witness log stay there whatever the record's state.
import type { Db } from "@/lib/platform/db/client";
import { nothingMore, type InSameTransaction } from "@/lib/platform/db/in-same-transaction";
import type { Prisma } from "@/lib/platform/db/generated/client";
import { takeFeedOrder } from "@/lib/feed/change-order";
import { recomputeDirectoryKeys, writeRecordVersion } from "@/lib/network/publish-version";
import { ClaimNotVerifiedError } from "@/lib/companies/claim-errors";
import { CLAIM_TRANSACTION, type ClaimWithCompany } from "@/lib/companies/claims";
import { DraftFactListSchema, type DraftFact } from "@/lib/schemas/companies";

export type Visibility = "published" | "private";

export interface PublicationResult {
  slug: string;
  visibility: Visibility;
  version: number | null;
  kind: string | null;
  digest: string | null;
}

export function draftOf(claim: { draftFacts: Prisma.JsonValue }): DraftFact[] {
  const parsed = DraftFactListSchema.safeParse(claim.draftFacts);
  return parsed.success ? parsed.data : [];
}

/** Keys the signed declaration file declared: those facts stay the file's, never replaced by the draft. */
async function declarationKeys(tx: Db, companyId: string): Promise<Set<string>> {
  const row = await tx.companyDeclaration.findUnique({ where: { companyId }, select: { factKeys: true } });
  const keys = Array.isArray(row?.factKeys) ? (row.factKeys as unknown[]) : [];
  return new Set(keys.filter((k): k is [string, string] => Array.isArray(k) && k.length === 2).map(([c, k]) => `${c}/${k}`));
}

async function replaceDeclaredFacts(tx: Db, companyId: string, draft: DraftFact[], at: Date): Promise<void> {
  const fromFile = await declarationKeys(tx, companyId);
  const current = await tx.fact.findMany({ where: { companyId, origin: "company_declared" } });
  const wanted = new Map(draft.filter((f) => !fromFile.has(`${f.category}/${f.key}`)).map((f) => [`${f.category}/${f.key}`, f]));
  const gone = current.filter((f) => !fromFile.has(`${f.category}/${f.key}`) && !wanted.has(`${f.category}/${f.key}`)).map((f) => f.id);
  if (gone.length) await tx.fact.deleteMany({ where: { id: { in: gone } } });
  for (const f of wanted.values()) {
    await tx.fact.upsert({
      where: { companyId_category_key_origin: { companyId, category: f.category, key: f.key, origin: "company_declared" } },
      create: { companyId, category: f.category, key: f.key, label: f.label, value: f.value, origin: "company_declared", createdAt: at },
      update: { label: f.label, value: f.value },
    });
  }
}

/**
 * `record` runs in the same transaction, after the change: the audit event of a publication commits with it,
 * so a store failure after the commit can never answer 503 for a version that exists (a retry would mint another).
 */
export async function setPublication(
  db: Db,
  claim: ClaimWithCompany,
  visibility: Visibility,
  record: InSameTransaction<PublicationResult> = nothingMore,
): Promise<PublicationResult> {
  return db.$transaction(async (tx) => {
    const result = await changePublication(tx as Db, claim, visibility);
    await record(tx as Db, result);
    return result;
  }, CLAIM_TRANSACTION);
}

async function changePublication(tx: Db, claim: ClaimWithCompany, visibility: Visibility): Promise<PublicationResult> {
  const stamped = await takeFeedOrder(tx);
  await tx.$queryRaw`SELECT id FROM "Company" WHERE id = ${claim.companyId} FOR UPDATE`;
  const current = await tx.companyClaim.findUniqueOrThrow({ where: { id: claim.id } });
  const company = await tx.company.findUniqueOrThrow({ where: { id: claim.companyId } });
  if (current.state !== "verified" || company.workspaceId !== claim.workspaceId)
    throw new ClaimNotVerifiedError(current.state === "verified" ? "unverified" : current.state);
  const wasPublished = company.publication === "published" && company.isNetwork && !company.withdrawnAt;
  const latest = await tx.recordVersion.findFirst({ where: { companyId: company.id }, orderBy: { version: "desc" } });
  const keep = (): PublicationResult => ({
    slug: company.slug,
    visibility,
    version: latest?.version ?? null,
    kind: latest?.kind ?? null,
    digest: latest?.digest ?? null,
  });
  if (visibility === "private") {
    if (!wasPublished) return keep();
    await tx.company.update({ where: { id: company.id }, data: { publication: "private" } });
    const row = await writeRecordVersion(tx as Db, company.id, { kind: "withdrawn", recordedAt: stamped });
    await recomputeDirectoryKeys(tx as Db, company.id);
    return { slug: company.slug, visibility, version: row.version, kind: row.kind, digest: row.digest };
  }
  await replaceDeclaredFacts(tx as Db, company.id, draftOf(current), stamped);
  await tx.company.update({ where: { id: company.id }, data: { publication: "published", isNetwork: true, withdrawnAt: null } });
  const kind = latest && latest.kind !== "withdrawn" && wasPublished ? "updated" : "published";
  const row = await writeRecordVersion(tx as Db, company.id, { kind, recordedAt: stamped });
  await recomputeDirectoryKeys(tx as Db, company.id);
  return { slug: company.slug, visibility, version: row.version, kind: row.kind, digest: row.digest };
}
