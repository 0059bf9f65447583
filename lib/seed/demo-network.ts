// The deterministic demo network: ~45 fictional companies in every publication state, with readings
// (taken by the witnessing engine against the demo world, lib/seed/demo-world.ts), facts, record
// versions, AI profiles, pillars and audit chains. Same `now`, same network (apart from random ids,
// signatures and evidence digests). Named fixtures (docs/operations.md, "The demo network"):
//   lumen-analytics   published Network record: 72 agreeing hourly readings (12 of 13 checks: no CAA
//                     record in the world), latest signed; facts of all three origins; security/data-
//                     retention contested (company-declared "30 days" vs public-source "90 days");
//                     privacy/dpo-contact blank; infrastructure/hosting declared and witnessed alike (not
//                     contested); versions published -> updated -> corrected (corrects 2); high-risk
//                     system, an agent, frameworks, pillars.
//   brightpath-hr     published; its host stopped answering before the last reading: standing null.
//   freshstart-io     published; exactly one reading at seed time.
//   juniper-audit     published, no host in the world: listed, never witnessed.
//   quietline         claimed, private.         harbor-labs       unclaimed, no workspace.
//   kestrel-security  worker route only (workspace "kestrel"): intact audit chain, AI profile, 25
//                     pillars (endpoint-security restricted, business-continuity undated), approved
//                     knowledge base, controls, leads.
//   ledgerline        worker route only; audit chain broken.   blankslate-dev    worker route only; no host.
import type { Db } from "@/lib/platform/db/client";
import { Prisma } from "@/lib/platform/db/generated/client";
import { recomputeDirectoryKeys } from "@/lib/network/publish-version";
import { rebuildContinuity } from "@/lib/witness/engine/rebuild-continuity";
import { activeSigningKey, registerPublicKeys } from "@/lib/witness-record/signing-keys";
import { startDemoWorld, type DemoWorld } from "@/lib/seed/demo-world";
import { CATALOG, type CatalogRole } from "@/lib/seed/demo-catalog";
import { seedBlankslate, seedBrightpath, seedFreshstart, seedKestrel, seedLedgerline, seedLumen } from "@/lib/seed/demo-fixtures";
import {
  seedNetworkCompany,
  seedPrivateCompany,
  seedUnclaimedCompany,
  seedUnwitnessedCompany,
  seedWithdrawnCompany,
} from "@/lib/seed/demo-roles";
import type { SeedContext } from "@/lib/seed/demo-writers";
import { rng } from "@/lib/seed/prng";
import { clock, manualClock, setClock, systemClock } from "@/lib/platform/clock";

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
  /** The demo world the readings are taken against (development passes the one it serves); else one is started for the seed. */
  world?: DemoWorld;
}

export interface SeedDemoSummary {
  companies: number;
  workspaces: number;
  facts: number;
  readings: number;
  statements: number;
  versions: number;
}

/** How far back the seeded history may reach (the withdrawn companies' readings, a month ago at most). */
const HISTORY_MS = 40 * 24 * 60 * 60 * 1000;

/**
 * The demo history is fictional and reaches back weeks; its signing key is dated from the start of what
 * it signs, so no seeded statement predates its key (a real key is dated when it is made). Before the
 * readings the key is opened for the whole span the seed may sign in; afterwards it is dated from the
 * first statement it actually signed.
 */
async function earliestSigned(db: Db, kid: string): Promise<Date | null> {
  const [earliest] = await db.$queryRaw<{ at: Date | null }[]>`
    SELECT min("takenAt") AS at FROM "Reading" WHERE "statement" IS NOT NULL AND "statement"->>'key_id' = ${kid}`;
  return earliest?.at ?? null;
}

/**
 * Seeds the demo network. Its readings are taken by the witnessing engine (lib/witness/engine/run-reading.ts)
 * against the demo world on a fake clock moved through the seeded period, so they are exactly what a
 * scheduled reading of the same world records. Their statements wait for the log's sequencer, as every
 * reading's does (the service integrates them when it runs, LOG_INTEGRATE_MS).
 */
export async function seedDemoNetwork(db: Db, { now = clock().now(), world }: SeedDemoOptions = {}): Promise<SeedDemoSummary> {
  const existing = await db.company.count();
  if (existing > 0) {
    throw new DemoSeedError(
      `The demo seed expects an empty database, but ${existing} companies exist (reset it first: npm run db:seed -- --reset).`,
    );
  }
  const demoWorld = world ?? (await startDemoWorld());
  const previous = clock();
  const fake = manualClock(now);
  setClock(fake);
  try {
    await registerPublicKeys(db, now);
    const key = await activeSigningKey();
    await db.signingKey.updateMany({ where: { kid: key.kid }, data: { notBefore: new Date(now.getTime() - HISTORY_MS) } });
    for (const entry of CATALOG) {
      // One stream per company, so editing one company leaves the others as they were.
      const ctx: SeedContext = { db, now, clock: fake, world: demoWorld, rand: rng(`${SEED}:${entry.slug}`), entry };
      await (FIXTURES[entry.slug] ?? BY_ROLE[entry.role])(ctx);
    }
    for (const entry of CATALOG) {
      await recomputeDirectoryKeys(db, entry.slug);
      await rebuildContinuity(db, entry.slug);
    }
    await db.signingKey.update({ where: { kid: key.kid }, data: { notBefore: (await earliestSigned(db, key.kid)) ?? now } });
    // The seeded period is history: nobody was subscribed while it passed, so its events are not news to
    // the first endpoint or agent that subscribes. Left pending, the dispatcher would send a day-old
    // `witness.changed` the moment it starts.
    await db.outboxEvent.updateMany({ where: { dispatchedAt: null }, data: { dispatchedAt: now } });
  } finally {
    setClock(previous === systemClock ? undefined : previous);
    if (!world) await demoWorld.close();
  }
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
