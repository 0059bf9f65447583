// The company's draft of declared facts beside what the record publishes now (issue 29).
import type { Db } from "@/lib/platform/db/client";
import type { Prisma } from "@/lib/platform/db/generated/client";
import { publicFactOrigin } from "@/lib/network/record-body";
import type { DraftFact } from "@/lib/schemas/companies";
import type { ClaimWithCompany } from "@/lib/companies/claims";
import { draftOf } from "@/lib/companies/publication";

export async function factsView(db: Db, claim: ClaimWithCompany) {
  const owned = claim.company.workspaceId === claim.workspaceId;
  const [facts, declaration] = await Promise.all([
    owned
      ? db.fact.findMany({ where: { companyId: claim.companyId }, orderBy: [{ category: "asc" }, { key: "asc" }] })
      : Promise.resolve([]),
    db.companyDeclaration.findUnique({ where: { companyId: claim.companyId }, select: { factKeys: true } }),
  ]);
  const fromFile = new Set(
    (Array.isArray(declaration?.factKeys) ? (declaration.factKeys as unknown[]) : [])
      .filter((k): k is [string, string] => Array.isArray(k) && k.length === 2)
      .map(([c, k]) => `${c}/${k}`),
  );
  return {
    slug: claim.company.slug,
    draft: draftOf(claim),
    published: facts.map((f) => ({
      category: f.category,
      key: f.key,
      label: f.label,
      value: f.value,
      origin: publicFactOrigin(f.origin),
      from_declaration_file: f.origin === "company_declared" && fromFile.has(`${f.category}/${f.key}`),
    })),
  };
}

export async function replaceDraft(db: Db, claim: ClaimWithCompany, facts: DraftFact[]): Promise<ClaimWithCompany> {
  return db.companyClaim.update({
    where: { id: claim.id },
    data: { draftFacts: facts as unknown as Prisma.InputJsonValue },
    include: { company: true },
  });
}

/** The page's text form: one fact a line, `category | key | label | value`; blank lines are skipped. */
export function parseFactsText(text: string): Record<string, string>[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const [category = "", key = "", label = "", ...rest] = line.split("|").map((p) => p.trim());
      return { category, key, label, value: rest.join(" | ") };
    });
}

export function factsText(facts: DraftFact[]): string {
  return facts.map((f) => `${f.category} | ${f.key} | ${f.label} | ${f.value}`).join("\n");
}
