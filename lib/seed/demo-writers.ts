// Small writers the demo seed composes: a company with its workspace, its facts, its readings (the
// latest one signed when asked). Publication follows the catalogue role.
import type { Db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import type { ActiveSigningKey } from "@/lib/witness/signing-keys";
import { signWitnessStatement } from "@/lib/witness/statement";
import { COUNTRIES, type CatalogCompany, type SeedOrigin } from "./demo-catalog";
import type { ReadingRow } from "./demo-rows";
import type { Rng } from "./prng";

export interface SeedContext {
  db: Db;
  now: Date;
  key: ActiveSigningKey;
  rand: Rng;
  entry: CatalogCompany;
}

export interface FactSeed {
  category: string;
  key: string;
  label: string;
  value: string;
  origin: SeedOrigin;
  /** Where a public-source account was read (fictional, like the network). */
  source?: string;
}

export function domainOf(entry: CatalogCompany): string {
  return `${entry.slug}.example`;
}

export async function createCompany(
  ctx: SeedContext,
  { createdAt, workspaceSlug }: { createdAt: Date; workspaceSlug?: string },
): Promise<{ companyId: string; workspaceId: string | null }> {
  const { db, entry } = ctx;
  const claimed = entry.role !== "unclaimed";
  const workspaceId = claimed ? `ws_${entry.slug}` : null;
  if (workspaceId) {
    await db.workspace.create({ data: { id: workspaceId, slug: workspaceSlug ?? entry.slug, name: entry.name, createdAt } });
  }
  await db.company.create({
    data: {
      id: entry.slug,
      slug: entry.slug,
      domain: domainOf(entry),
      name: entry.name,
      sortName: entry.name.toLowerCase(),
      tagline: entry.tagline,
      industries: entry.industries,
      hqCountry: entry.hqCountry,
      dataResidency: entry.dataResidency,
      deploymentModels: entry.deploymentModels,
      productNames: entry.productNames,
      jurisdiction: COUNTRIES[entry.hqCountry].jurisdiction,
      publication: entry.role === "unclaimed" ? "unclaimed" : entry.role === "private" ? "private" : "published",
      isNetwork: entry.role === "network" || entry.role === "unwitnessed" || entry.role === "withdrawn",
      workspaceId,
      aiHighlights: [],
      createdAt,
      profileUpdatedAt: createdAt,
    },
  });
  return { companyId: entry.slug, workspaceId };
}

export async function insertFacts(ctx: SeedContext, facts: readonly FactSeed[], createdAt: Date): Promise<void> {
  if (facts.length === 0) return;
  await ctx.db.fact.createMany({ data: facts.map((f) => ({ ...f, companyId: ctx.entry.slug, createdAt })) });
}

/** Writes the readings; with `sign`, the latest one carries a witness statement if it observed anything. */
export async function insertReadings(ctx: SeedContext, rows: readonly ReadingRow[], { sign }: { sign: boolean }): Promise<number> {
  if (rows.length === 0) return 0;
  const data: Prisma.ReadingCreateManyInput[] = [...rows];
  const latest = rows[rows.length - 1];
  let signed = 0;
  if (sign && latest.standing === "witnessed") {
    const statement = await signWitnessStatement(
      {
        subject: { slug: ctx.entry.slug, domain: domainOf(ctx.entry) },
        takenAt: latest.takenAt,
        checksRun: latest.checksRun,
        checksPassed: latest.checksPassed,
        standing: latest.standing,
        checks: latest.checks,
      },
      ctx.key,
    );
    data[data.length - 1] = { ...latest, statement: { ...statement } };
    signed = 1;
  }
  await ctx.db.reading.createMany({ data });
  return signed;
}
