// Benchmark: the witness engine on one instance against the local HTTPS world. Prints readings per
// second of full readings (reader, evidence manifest, signed statement, the reading's transaction with
// its continuity update) next to the bare reader alone (the same HTTPS and DNS work, nothing stored),
// measured in the same run, their ratio, and how many companies one instance can keep hourly.
//
//   npx tsx tests/bench/witness-engine.ts
//   BENCH_COMPANIES=200 BENCH_CONCURRENCY=8 npx tsx tests/bench/witness-engine.ts
import { generateKeyPairSync } from "node:crypto";

const COMPANIES = Number(process.env.BENCH_COMPANIES ?? 100);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 4);

const { privateKey } = generateKeyPairSync("ed25519");
Object.assign(process.env, {
  NODE_ENV: "development",
  LOG_LEVEL: "error",
  BASE_URL: "http://localhost:3000",
  API_URL: "http://api.localhost:3000",
  WITNESS_SIGNING_KEYS: JSON.stringify([{ ...privateKey.export({ format: "jwk" }), kid: "bench-witness" }]),
});
delete process.env.DATABASE_URL;

const { installDb, migrationsDir, pglite, prismaOnPglite, closeDb } = await import("@/lib/platform/db/client");
const { applyMigrations } = await import("@/lib/platform/db/migrate");
const { pgliteMigrationDriver } = await import("@/lib/platform/db/migration-drivers");
const { resetEnvCache } = await import("@/lib/platform/env");
const { installWorld } = await import("@/lib/platform/outbound/witness-network");
const { startLocalWorld } = await import("@/lib/witness/world/local-world");
const { readOutsideIn } = await import("@/lib/witness/readers/outside-in");
const { runReading } = await import("@/lib/witness/engine/run-reading");
resetEnvCache();

const ids = Array.from({ length: COMPANIES }, (_, i) => `bench-${i}`);
const world = await startLocalWorld(ids.map((id) => ({ domain: `${id}.example` })));
installWorld(world.description);
const raw = pglite();
await applyMigrations(pgliteMigrationDriver(raw), migrationsDir());
const db = prismaOnPglite(raw);
installDb({
  kind: "pglite",
  client: Promise.resolve(db),
  pglite: Promise.resolve(raw),
  close: async () => {
    await db.$disconnect();
    await raw.close();
  },
});
await db.company.createMany({
  data: ids.map((id) => ({
    id,
    slug: id,
    name: id,
    sortName: id,
    domain: `${id}.example`,
    jurisdiction: "EU",
    publication: "published" as const,
    isNetwork: true,
    listed: true,
  })),
});

async function pool(work: (id: string) => Promise<unknown>): Promise<number> {
  const queue = [...ids];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (let id = queue.shift(); id; id = queue.shift()) await work(id);
    }),
  );
  return (performance.now() - started) / 1000;
}

// Warm both paths (TLS session setup, JIT, Prisma) before measuring.
await readOutsideIn(`${ids[0]}.example`);
await runReading(db, { companyId: ids[0]! });

const bareSeconds = await pool((id) => readOutsideIn(`${id}.example`));
const engineSeconds = await pool((id) => runReading(db, { companyId: id }));
const bareRate = COMPANIES / bareSeconds;
const engineRate = COMPANIES / engineSeconds;
console.log(`companies ${COMPANIES}, concurrency ${CONCURRENCY}, embedded PGlite, local HTTPS world`);
console.log(`bare reader (baseline): ${bareRate.toFixed(1)} readings/s`);
console.log(`engine (read + sign + store + continuity): ${engineRate.toFixed(1)} readings/s`);
console.log(`ratio engine/baseline: ${(engineRate / bareRate).toFixed(2)}`);
console.log(
  `one instance keeps about ${Math.floor(engineRate * 3600).toLocaleString("en")} companies hourly (at this rate, against this world)`,
);
const stored = await db.reading.count();
if (stored !== COMPANIES + 1) throw new Error(`expected ${COMPANIES + 1} readings, found ${stored}`);
await world.close();
await closeDb();
