// Benchmark of the witness statement log, each figure against a baseline measured in the same run:
//  1. appends per second at 1,000,000 entries (leaf hash + tile append, the sequencer's core) against hashing
//     the same entry bytes alone;
//  2. inclusion and consistency proof generation in that tree (tiles in memory, no cache between proofs)
//     against hashing the tile bytes each proof reads;
//  3. sequencer appends per second into the database (integratePending, batches of 4,096);
//  4. GET /log/tile/0/000 (a full 8 KiB tile, API host) against an 8 KiB static file from the same server
//     (web host public/); the target is at least 0.5.
//
//   npx tsx tests/bench/statement-log.ts          (needs a production build: npm run build)
import { createHash, randomInt } from "node:crypto";
import { existsSync, mkdtempSync, rmSync, unlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { freePort } from "@/tests/helpers/free-port";

const ENTRIES = Number(process.env.BENCH_LOG_ENTRIES ?? 1_000_000);
const DB_STATEMENTS = Number(process.env.BENCH_LOG_DB_STATEMENTS ?? 8_192);
const PROOFS = 1_000;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const TARGET_RATIO = 0.5;

if (!existsSync(path.join(process.cwd(), ".next", "BUILD_ID"))) {
  console.error("statement-log bench: no production build; run `npm run build` first.");
  process.exit(1);
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), "svc-bench-log-"));
Object.assign(process.env, {
  NODE_ENV: "production",
  MAIL_TRANSPORT: "log",
  DATA_DIR: dataDir,
  LOG_LEVEL: "error",
  NEXT_TELEMETRY_DISABLED: "1",
  LOG_INTEGRATE_MS: "0",
});
delete process.env.DATABASE_URL;
delete process.env.REDIS_URL;

const { leafHash, MemoryTiles, TreeReader } = await import("@/lib/statement-log/merkle");

function entryBytes(i: number): Buffer {
  // About the size of a witness statement entry.
  return Buffer.from(
    `{"kind":"statement","statement":{"payload":"${"x".repeat(400)}${i}","signature":"ed25519:${"A".repeat(86)}==","key_id":"k1"}}`,
  );
}

function memoryFigures() {
  let t = process.hrtime.bigint();
  let sink = 0;
  for (let i = 0; i < ENTRIES; i++) sink ^= createHash("sha256").update(entryBytes(i)).digest()[0]!;
  const hashNs = Number(process.hrtime.bigint() - t);
  const tiles = new MemoryTiles();
  t = process.hrtime.bigint();
  for (let i = 0; i < ENTRIES; i += 4096) {
    const batch: Buffer[] = [];
    for (let k = i; k < Math.min(ENTRIES, i + 4096); k++) batch.push(leafHash(entryBytes(k)));
    tiles.append(batch);
  }
  const appendNs = Number(process.hrtime.bigint() - t);
  return { tiles, hashNs, appendNs, sink };
}

async function proofFigures(tiles: InstanceType<typeof MemoryTiles>) {
  let bytesRead = 0;
  const counting = {
    readTile: async (level: number, index: number, _width: number) => {
      const tile = await tiles.readTile(level, index);
      bytesRead += tile.length;
      return tile;
    },
  };
  const reads: Buffer[] = [];
  let t = process.hrtime.bigint();
  for (let k = 0; k < PROOFS; k++) {
    const size = ENTRIES - randomInt(1000);
    const reader = new TreeReader(
      {
        readTile: async (l, i, w) => {
          const b = await counting.readTile(l, i, w);
          reads.push(b);
          return b;
        },
      },
      size,
    );
    await reader.inclusionProof(randomInt(size));
    await reader.consistencyProof(1 + randomInt(size - 1));
    await reader.root();
  }
  const proofNs = Number(process.hrtime.bigint() - t);
  t = process.hrtime.bigint();
  for (const b of reads) createHash("sha256").update(b).digest();
  const baselineNs = Number(process.hrtime.bigint() - t);
  return { proofNs, baselineNs, bytesRead };
}

async function measure(label: string, port: number, host: string, urlPath: string, seconds: number) {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}${urlPath}`,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { host },
  });
  const bad = result.non2xx + result.errors + result.timeouts;
  if (bad > 0) throw new Error(`${label}: ${bad} requests failed`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

async function main() {
  const mem = memoryFigures();
  const appendRate = ENTRIES / (mem.appendNs / 1e9);
  const hashRate = ENTRIES / (mem.hashNs / 1e9);
  console.log(`statement-log: ${ENTRIES.toLocaleString("en")} entries in memory`);
  console.log(`  hashing the entry bytes alone: ${hashRate.toFixed(0)} entries/s`);
  console.log(
    `  leaf hash + tile append:       ${appendRate.toFixed(0)} appends/s (ratio append/hash-alone ${(appendRate / hashRate).toFixed(2)})`,
  );
  const proofs = await proofFigures(mem.tiles);
  console.log(
    `  ${PROOFS} inclusion + consistency proofs and a root near size ` +
      `${ENTRIES.toLocaleString("en")}: ${(proofs.proofNs / PROOFS / 1e3).toFixed(0)} us each`,
  );
  console.log(
    `  hashing the ${(proofs.bytesRead / PROOFS / 1024).toFixed(0)} KiB of tiles each reads, alone: ` +
      `${(proofs.baselineNs / PROOFS / 1e3).toFixed(0)} us each (ratio ` +
      `proof/hash-alone time ${(proofs.proofNs / proofs.baselineNs).toFixed(2)})`,
  );

  const { installDb, migrationsDir, pglite, prismaOnPglite, closeDb } = await import("@/lib/platform/db/client");
  const { applyMigrations } = await import("@/lib/platform/db/migrate");
  const { pgliteMigrationDriver } = await import("@/lib/platform/db/migration-drivers");
  const { resetEnvCache } = await import("@/lib/platform/env");
  const { startServer } = await import("@/lib/transports/server/start");
  const { integratePending } = await import("@/lib/statement-log/integrate");
  const { signWitnessStatement } = await import("@/lib/witness-record/statement");

  const raw = pglite();
  await applyMigrations(pgliteMigrationDriver(raw), migrationsDir());
  const db = prismaOnPglite(raw);
  installDb({
    kind: "pglite",
    client: Promise.resolve(db),
    close: async () => {
      await db.$disconnect();
      await raw.close();
    },
  });
  await db.company.create({ data: { id: "bench-co", slug: "bench-co", name: "Bench Co", sortName: "bench co", jurisdiction: "EU" } });
  for (let i = 0; i < DB_STATEMENTS; i += 512) {
    const rows = [];
    for (let k = i; k < Math.min(DB_STATEMENTS, i + 512); k++) {
      const takenAt = new Date(Date.UTC(2026, 0, 1) + k * 1000);
      const checks = [{ check_id: "tls", source: "bench", passed: true }];
      const statement = await signWitnessStatement({
        subject: { slug: "bench-co", domain: null },
        takenAt,
        checksRun: 1,
        checksPassed: 1,
        standing: "witnessed",
        checks,
      });
      rows.push({
        companyId: "bench-co",
        takenAt,
        checksRun: 1,
        checksPassed: 1,
        standing: "witnessed",
        checks,
        statement: { ...statement },
      });
    }
    await db.reading.createMany({ data: rows });
  }
  const t = Date.now();
  let done = 0;
  for (;;) {
    const r = await integratePending(db, { max: 4096 });
    if (!r.integrated) break;
    done += r.integrated;
  }
  console.log(
    `  sequencer into embedded PostgreSQL (PGlite): ${done} statements in ` +
      `${Date.now() - t} ms, ${(done / ((Date.now() - t) / 1000)).toFixed(0)} appends/s`,
  );

  // The static baseline: a file of a full tile's size in public/, served by the same server (web host).
  const staticFile = path.join(process.cwd(), "public", "bench-tile-sized.bin");
  writeFileSync(staticFile, Buffer.alloc(8192, 7));
  const port = await freePort();
  Object.assign(process.env, { PORT: String(port), BASE_URL: `http://localhost:${port}`, API_URL: `http://api.localhost:${port}` });
  resetEnvCache();
  const app = await startServer({ dev: false, port, hostname: "127.0.0.1", quiet: true });
  try {
    await measure("warm-up static", port, `localhost:${port}`, "/bench-tile-sized.bin", 2);
    await measure("warm-up tile", port, `api.localhost:${port}`, "/log/tile/0/000", 2);
    const stat = await measure("static", port, `localhost:${port}`, "/bench-tile-sized.bin", SECONDS);
    const tile = await measure("tile", port, `api.localhost:${port}`, "/log/tile/0/000", SECONDS);
    const ratio = tile.rps / stat.rps;
    console.log(`  ${CONNECTIONS} connections, ${SECONDS} s each, 8,192-byte bodies`);
    console.log(`  static file (web host public/): ${stat.rps.toFixed(0)} req/s, p99 ${stat.p99} ms`);
    console.log(`  GET /log/tile/0/000:            ${tile.rps.toFixed(0)} req/s, p99 ${tile.p99} ms`);
    console.log(`  ratio tile/static: ${ratio.toFixed(2)} (target >= ${TARGET_RATIO}) ${ratio >= TARGET_RATIO ? "PASS" : "FAIL"}`);
    process.exitCode = ratio >= TARGET_RATIO ? 0 : 1;
  } finally {
    await app.close();
    await closeDb();
    unlinkSync(staticFile);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
