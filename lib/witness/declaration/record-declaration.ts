// Keeps what a reading found in the company's declaration: the CompanyDeclaration row (the facts'
// source: URL, time, signature outcome, key thumbprint, digest) and the `company-declared` facts the
// document declares. Only a document whose signature held (`found`) or a document taken down
// (`absent`) changes facts; a failed or invalid read leaves the facts of the last good one. Facts the
// company declared some other way (not in an earlier document) are never touched.
import type { Prisma } from "@/lib/platform/db/generated/client";
import type { DeclarationRead } from "@/lib/witness/declaration/read-declaration";

type FactKey = [category: string, key: string];

function keysOf(value: Prisma.JsonValue | undefined): FactKey[] {
  return Array.isArray(value) ? (value.filter((k) => Array.isArray(k) && k.length === 2) as FactKey[]) : [];
}

/** Stores the read in the reading's transaction. True when the company's facts changed. */
export async function recordDeclaration(
  tx: Prisma.TransactionClient,
  companyId: string,
  read: DeclarationRead,
  readAt: Date,
): Promise<boolean> {
  const previous = await tx.companyDeclaration.findUnique({ where: { companyId }, select: { factKeys: true } });
  const before = keysOf(previous?.factKeys);
  const changesFacts = read.outcome === "found" || read.outcome === "absent";
  const now: FactKey[] = changesFacts ? read.facts.map((f) => [f.category, f.key]) : before;
  let changed = false;
  if (changesFacts) {
    const kept = new Set(now.map((k) => JSON.stringify(k)));
    const dropped = before.filter((k) => !kept.has(JSON.stringify(k)));
    if (dropped.length) {
      const gone = await tx.fact.deleteMany({
        where: { companyId, origin: "company_declared", OR: dropped.map(([category, key]) => ({ category, key })) },
      });
      changed ||= gone.count > 0;
    }
    for (const f of read.facts) {
      const where = { companyId_category_key_origin: { companyId, category: f.category, key: f.key, origin: "company_declared" as const } };
      const existing = await tx.fact.findUnique({ where, select: { label: true, value: true } });
      if (existing?.label === f.label && existing.value === f.value) continue;
      await tx.fact.upsert({
        where,
        create: {
          companyId,
          category: f.category,
          key: f.key,
          label: f.label,
          value: f.value,
          origin: "company_declared",
          createdAt: readAt,
        },
        update: { label: f.label, value: f.value },
      });
      changed = true;
    }
  }
  const row = {
    url: read.url,
    readAt,
    outcome: read.outcome,
    detail: read.detail,
    thumbprint: read.thumbprint,
    sha256: read.sha256,
    issuedAt: read.issuedAt,
    factCount: changesFacts ? read.facts.length : previous ? before.length : 0,
    factKeys: now,
  };
  await tx.companyDeclaration.upsert({ where: { companyId }, create: { companyId, ...row }, update: row });
  return changed;
}
