// The deterministic demo network: ~45 fictional companies in every publication state, with readings,
// facts, record versions, AI profiles, pillars and audit chains. Same `now`, same network (apart
// from random ids and signatures). Named fixtures:
//   lumen-analytics   published Network record: 72 agreeing hourly readings, latest signed; facts of
//                     all three origins; security/data-retention contested (company-declared
//                     "30 days" vs public-source "90 days"); privacy/dpo-contact blank; infrastructure/
//                     hosting declared and witnessed alike (not contested); versions published ->
//                     updated -> corrected (corrects 2); high-risk system, an agent, frameworks, pillars.
//   brightpath-hr     published; older readings witnessed without statements; last reading standing null.
//   freshstart-io     published; exactly one (witnessed, signed) reading.
//   quietline         claimed, private.         harbor-labs       unclaimed, no workspace.
//   kestrel-security  worker route only (workspace "kestrel"): intact audit chain, AI profile, 25
//                     pillars (endpoint-security restricted, business-continuity undated), approved
//                     knowledge base, controls, leads.
//   ledgerline        worker route only; audit chain broken.   blankslate-dev    worker route only; nothing read.
import type { Db } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/client";
import { recomputeDirectoryKeys } from "@/lib/network/publish-version";
import { rebuildContinuity } from "@/lib/witness/engine/rebuild-continuity";
import { activeSigningKey, registerPublicKeys } from "@/lib/witness/signing-keys";
import { CATALOG, type CatalogRole } from "./demo-catalog";
import { seedBlankslate, seedBrightpath, seedFreshstart, seedKestrel, seedLedgerline, seedLumen } from "./demo-fixtures";
import { seedNetworkCompany, seedPrivateCompany, seedUnclaimedCompany, seedUnwitnessedCompany, seedWithdrawnCompany } from "./demo-roles";
import type { SeedContext } from "./demo-writers";
import { rng } from "./prng";
import { clock } from "../clock";

// Change it and every generated value changes with it.
const SEED = "public-trust-network-demo-1";

type Seeder = (ctx: SeedContext) => Promise<void>;

const FIXTURES: Record<string, Seeder> = {
  "lumen-analytics": seedLumen,
  "brightpath-hr": seedBrightpath,
  "freshstart-io": seedFreshstart,
  "kestrel-security": seedKestrel,
  ledgerline: seedLedgerline,
  "blankslate-dev": seedBlankslate,
};

const BY_ROLE: Record<CatalogRole, Seeder> = {
  network: seedNetworkCompany,
  unwitnessed: seedUnwitnessedCompany,
  withdrawn: seedWithdrawnCompany,
  private: seedPrivateCompany,
  unclaimed: seedUnclaimedCompany,
  worker: () => Promise.reject(new Error("every worker-route company is a named fixture")),
};

export class DemoSeedError extends Error {
  readonly code = "seed_database_not_empty";
}

export interface SeedDemoOptions {
  now?: Date;
}

export interface SeedDemoSummary {
  companies: number;
  workspaces: number;
  facts: number;
  readings: number;
  statements: number;
  versions: number;
}

/**
 * The demo history is fictional and reaches back weeks; its signing key is dated from the start of what
 * it signed, so no seeded statement predates its key (a real key is dated when it is made).
 */
async function dateKeyFromHistory(db: Db, kid: string): Promise<void> {
  const [earliest] = await db.$queryRaw<{ at: Date | null }[]>`
    SELECT min("takenAt") AS at FROM "Reading" WHERE "statement" IS NOT NULL AND "statement"->>'key_id' = ${kid}`;
  const row = await db.signingKey.findUnique({ where: { kid } });
  if (earliest?.at && row && earliest.at < row.notBefore) {
    await db.signingKey.update({ where: { kid }, data: { notBefore: earliest.at } });
  }
}

export async function seedDemoNetwork(db: Db, { now = clock().now() }: SeedDemoOptions = {}): Promise<SeedDemoSummary> {
  const existing = await db.company.count();
  if (existing > 0) {
    throw new DemoSeedError(`The demo seed expects an empty database, but ${existing} companies exist (reset it first: npm run db:seed -- --reset).`);
  }
  await registerPublicKeys(db, now);
  const key = await activeSigningKey();
  for (const entry of CATALOG) {
    // One stream per company, so editing one company leaves the others as they were.
    const ctx: SeedContext = { db, now, key, rand: rng(`${SEED}:${entry.slug}`), entry };
    await (FIXTURES[entry.slug] ?? BY_ROLE[entry.role])(ctx);
  }
  for (const entry of CATALOG) {
    await recomputeDirectoryKeys(db, entry.slug);
    await rebuildContinuity(db, entry.slug);
  }
  await dateKeyFromHistory(db, key.kid);
  const ids = CATALOG.map((e) => e.slug);
  const inDemo = { companyId: { in: ids } };
  const [companies, workspaces, facts, readings, statements, versions] = await Promise.all([
    db.company.count({ where: { id: { in: ids } } }),
    db.workspace.count({ where: { companies: { some: { id: { in: ids } } } } }),
    db.fact.count({ where: inDemo }),
    db.reading.count({ where: inDemo }),
    db.reading.count({ where: { ...inDemo, statement: { not: Prisma.DbNull } } }),
    db.recordVersion.count({ where: inDemo }),
  ]);
  return { companies, workspaces, facts, readings, statements, versions };
}
