// Directory benchmark: on a 100,000-company network, is page 5,000 (reached by cursor) as fast as
// page 1? Times the keyset page query alone and the whole directory read (page + total + standings),
// against the first page measured in the same run, and prints EXPLAIN for the deep page query.
// PostgreSQL when DATABASE_URL is set (in a throw-away database on that server), else in-memory PGlite.
//   npx tsx tests/bench/directory.ts        or        npm run bench -- directory
import { randomBytes } from "node:crypto";
import pg from "pg";
import { migrationsDir, pglite, prismaOnPglite, prismaOnPostgres, type Db } from "@/lib/platform/db/client";
import { Prisma } from "@/lib/platform/db/generated/client";
import { applyMigrations } from "@/lib/platform/db/migrate";
import { pgliteMigrationDriver, pgMigrationDriver } from "@/lib/platform/db/migration-drivers";
import { encodeCursor } from "@/lib/directory/cursor";
import { filterFingerprint } from "@/lib/directory/company-filter";
import { keyOf, type DirectoryKey } from "@/lib/directory/directory-key";
import { countCompanies, pageSql, readPage } from "@/lib/directory/list-page";
import { pageCompanies } from "@/lib/directory/page-companies";
import { readStandings } from "@/lib/directory/standing";
import { seedLargeNetwork } from "@/lib/seed/large-network";
import { withDatabase } from "@/tests/setup/test-db";
import { reportFigure } from "@/tests/bench/_report";

const COMPANIES = 100_000;
const LIMIT = 20;
const DEPTH = 5_000;
const TARGET_RATIO = 1.5;
const QUERY_RUNS = 60;
const READ_RUNS = 20;

// Cursors are signed; a throw-away secret keeps the bench from touching DATA_DIR.
process.env.CURSOR_SECRET ||= randomBytes(32).toString("base64url");
// Seeding 100,000 companies and VACUUM ANALYZE outlast the app's 3 s statement timeout on a busy machine.
process.env.DB_STATEMENT_TIMEOUT_MS ||= "600000";

interface BenchDb {
  kind: "PostgreSQL" | "PGlite";
  db: Db;
  close(): Promise<void>;
}

async function openDatabase(): Promise<BenchDb> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = `bench_directory_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: withDatabase(url, "postgres") });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    const pool = new pg.Pool({ connectionString: withDatabase(url, name), max: 1 });
    await applyMigrations(pgMigrationDriver(pool), migrationsDir());
    await pool.end();
    const db = prismaOnPostgres(withDatabase(url, name));
    return {
      kind: "PostgreSQL",
      db,
      async close() {
        await db.$disconnect();
        await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        await admin.end();
      },
    };
  }
  const raw = pglite();
  await applyMigrations(pgliteMigrationDriver(raw), migrationsDir());
  const db = prismaOnPglite(raw);
  return {
    kind: "PGlite",
    db,
    async close() {
      await db.$disconnect();
      await raw.close();
    },
  };
}

function median(samples: number[]): number {
  const s = [...samples].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

/** Runs the two cases alternately (so drift in machine load hits both alike); median ms of each. */
async function timeBoth(
  runs: number,
  first: () => Promise<unknown>,
  deep: () => Promise<unknown>,
): Promise<{ first: number; deep: number }> {
  await first();
  await deep();
  const a: number[] = [];
  const b: number[] = [];
  for (let i = 0; i < runs; i++) {
    let t = performance.now();
    await first();
    a.push(performance.now() - t);
    t = performance.now();
    await deep();
    b.push(performance.now() - t);
  }
  return { first: median(a), deep: median(b) };
}

const fmt = (ms: number) => `${ms.toFixed(2)} ms`;

async function main(): Promise<void> {
  const bench = await openDatabase();
  const { db } = bench;
  try {
    console.log(
      `database: ${bench.kind}` +
        `${bench.kind === "PGlite" ? " (in memory; set DATABASE_URL for PostgreSQL)" : " (DATABASE_URL, throw-away database)"}`,
    );
    const seeded = await seedLargeNetwork(db, { companies: COMPANIES });
    // Steady state, as autovacuum leaves it: statistics, and a visibility map for index-only counts.
    await db.$executeRawUnsafe(`VACUUM ANALYZE "Company"`);
    await db.$executeRawUnsafe(`VACUUM ANALYZE "Reading"`);
    console.log(`seeded ${seeded.companies} companies, ${seeded.readings} readings in ${(seeded.ms / 1000).toFixed(1)} s`);

    // Walk to page DEPTH by cursor key, as a client following next_cursor would.
    const walkStart = performance.now();
    let after: DirectoryKey | undefined;
    for (let page = 1; page < DEPTH; page++) {
      const { rows, hasMore } = await readPage(db, { filter: {}, limit: LIMIT, after });
      if (!hasMore) throw new Error(`the network ended at page ${page}; seed more companies`);
      after = keyOf(rows.at(-1)!);
    }
    const deepKey = after!;
    console.log(
      `walked ${DEPTH - 1} pages by cursor in ${((performance.now() - walkStart) / 1000).toFixed(1)} ` +
        `s; page ${DEPTH} starts after ${JSON.stringify({ ...deepKey, rank: deepKey.rank.toString() })}`,
    );

    const deepPage = await readPage(db, { filter: {}, limit: LIMIT, after: deepKey });
    if (deepPage.rows.length !== LIMIT) throw new Error(`page ${DEPTH} has ${deepPage.rows.length} rows, expected ${LIMIT}`);
    const cursor = encodeCursor({
      scope: "public",
      list: "directory",
      key: deepKey,
      position: (DEPTH - 1) * LIMIT,
      filter: filterFingerprint({}),
    });

    const query = await timeBoth(
      QUERY_RUNS,
      () => readPage(db, { filter: {}, limit: LIMIT }),
      () => readPage(db, { filter: {}, limit: LIMIT, after: deepKey }),
    );
    const read = await timeBoth(
      READ_RUNS,
      () => pageCompanies(db, { list: "directory", filter: {}, limit: LIMIT }),
      () => pageCompanies(db, { list: "directory", filter: {}, limit: LIMIT, cursor }),
    );
    const parts = await timeBoth(
      READ_RUNS,
      () => countCompanies(db, {}),
      () => readStandings(db, deepPage.rows),
    );
    // For contrast only: the deprecated offset path at the same depth.
    const offset = await timeBoth(
      Math.ceil(QUERY_RUNS / 4),
      () => readPage(db, { filter: {}, limit: LIMIT, offset: 0 }),
      () => readPage(db, { filter: {}, limit: LIMIT, offset: (DEPTH - 1) * LIMIT }),
    );

    const ratio = query.deep / query.first;
    const readRatio = read.deep / read.first;
    console.log(`\npage of ${LIMIT} rows, median of ${QUERY_RUNS} runs each (baseline: page 1 in this run)`);
    console.log(
      `  keyset page query   page 1: ${fmt(query.first)}   page ${DEPTH}: ${fmt(query.deep)}   ratio ` +
        `${ratio.toFixed(2)}x (target <= ${TARGET_RATIO}x: ${ratio <= TARGET_RATIO ? "met" : "NOT met"})`,
    );
    console.log(
      `  whole directory read page 1: ${fmt(read.first)}   page ${DEPTH}: ${fmt(read.deep)}   ` +
        `ratio ${readRatio.toFixed(2)}x (page + total count + standings, median of ${READ_RUNS})`,
    );
    console.log(
      `  of which: total count ${fmt(parts.first)} (the same on every page: an ` +
        `exact count of the filtered set), standings of a page ${fmt(parts.deep)}`,
    );
    reportFigure(
      {
        bench: "directory",
        case: `keyset page ${DEPTH} vs page 1`,
        unit: "ms",
        measured: query.deep,
        baseline: query.first,
        ratio,
        target: `<= ${TARGET_RATIO}x`,
        pass: ratio <= TARGET_RATIO,
      },
      bench.kind,
    );
    reportFigure(
      {
        bench: "directory",
        case: `whole read page ${DEPTH} vs page 1`,
        unit: "ms",
        measured: read.deep,
        baseline: read.first,
        ratio: readRatio,
      },
      bench.kind,
    );
    console.log(
      `  offset (deprecated) page 1: ${fmt(offset.first)}   page ${DEPTH}: ` +
        `${fmt(offset.deep)}   ratio ${(offset.deep / offset.first).toFixed(2)}x (for contrast)`,
    );

    const explain = bench.kind === "PostgreSQL" ? "EXPLAIN (ANALYZE, BUFFERS)" : "EXPLAIN ANALYZE";
    for (const [label, after] of [
      ["1", undefined],
      [String(DEPTH), deepKey],
    ] as const) {
      const plan = await db.$queryRaw<{ "QUERY PLAN": string }[]>(
        Prisma.sql`${Prisma.raw(explain)} ${pageSql({ filter: {}, limit: LIMIT, after })}`,
      );
      const lines = plan.map((r) => r["QUERY PLAN"]);
      console.log(`\n${explain} of the page ${label} query on ${bench.kind}:`);
      for (const line of lines) console.log(`  ${line}`);
      const indexScan = lines.some((l) => /Index (Only )?Scan using "?Company_listed_dirRank_sortName_id_idx/.test(l));
      const sorts = lines.some((l) => /\bSort\b/.test(l));
      console.log(
        `page ${label}: index scan on Company_listed_dirRank_sortName_id_idx: ` +
          `${indexScan ? "yes" : "NO"}; separate sort step: ${sorts ? "YES" : "no"}`,
      );
    }
  } finally {
    await bench.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
