// Small writers the demo seed composes: a company with its workspace, its facts, its readings (taken by
// the engine). Publication follows the catalogue role.
import type { Db } from "@/lib/platform/db/client";
import type { ManualClock } from "@/lib/platform/clock";
import { runReading } from "@/lib/witness/engine/run-reading";
import { applyWitnessedFacts } from "@/lib/witness/engine/witnessed-facts";
import { readOutsideIn } from "@/lib/witness/readers/outside-in";
import type { DemoWorld } from "@/lib/seed/demo-world";
import { COUNTRIES, type CatalogCompany, type SeedOrigin } from "@/lib/seed/demo-catalog";
import type { Rng } from "@/lib/seed/prng";

export interface SeedContext {
  db: Db;
  now: Date;
  /** The seed's fake clock: set to each reading's time while the engine takes it, else to `now`. */
  clock: ManualClock;
  world: DemoWorld;
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

/**
 * Takes the company's readings with the witnessing engine itself, one at each time (oldest first), on the
 * seed's fake clock against the demo world: the same readers, evaluator, statement and transaction a
 * scheduled reading goes through, signed with the key valid at each time. `dark(at)`: the company's host
 * did not answer at that time. Returns how many readings were taken.
 */
export async function takeReadings(ctx: SeedContext, times: readonly Date[], dark: (at: Date) => boolean = () => false): Promise<number> {
  if (times.length === 0) return 0;
  const { db, clock, world, entry } = ctx;
  const domain = domainOf(entry);
  for (const at of times) {
    clock.set(at);
    await runReading(db, { companyId: entry.slug, reader: { network: world.networkFor(domain, dark(at)) } });
  }
  clock.set(ctx.now);
  return times.length;
}

/**
 * The witnessed facts of a company the engine was reading before the kept history begins (before it
 * published): the outside-in reader's outcomes at `at`, written by the engine's own witnessed-facts rule,
 * so the record versions published afterwards carry them and a reading that sees the same mints no version.
 */
export async function witnessBeforePublishing(ctx: SeedContext, at: Date): Promise<void> {
  const { db, clock, world, entry } = ctx;
  clock.set(at);
  const read = await readOutsideIn(domainOf(entry), { network: world.networkFor(domainOf(entry), false) });
  await applyWitnessedFacts(
    db,
    entry.slug,
    read.checks.map((c) => ({ key: c.check_id, checkId: c.check_id, outcome: c.outcome })),
    at,
  );
  clock.set(ctx.now);
}
