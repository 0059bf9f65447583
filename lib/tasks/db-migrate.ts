// npm run db:migrate: applies prisma/migrations to DATABASE_URL, or to the embedded database in
// DATA_DIR/pglite (opened under its lock, which migrates it). The Prisma CLI cannot migrate here.
import pg from "pg";
import { closeDb, getDb, migrationsDir } from "../db/client";
import { applyMigrations } from "../db/migrate";
import { pgMigrationDriver } from "../db/migration-drivers";
import { env } from "../env";

async function migratePostgres(url: string): Promise<void> {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  try {
    const { applied, skipped } = await applyMigrations(pgMigrationDriver(pool), migrationsDir());
    for (const name of applied) console.log(`applied ${name}`);
    console.log(`PostgreSQL: ${applied.length} applied, ${skipped} already there.`);
  } finally {
    await pool.end();
  }
}

async function migrateEmbedded(): Promise<void> {
  const started = new Date();
  try {
    const db = await getDb();
    const rows = await db.$queryRaw<{ migration_name: string; fresh: boolean }[]>`
      SELECT migration_name, finished_at >= ${started} AS fresh FROM "_prisma_migrations"
      WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL ORDER BY migration_name`;
    for (const r of rows.filter((r) => r.fresh)) console.log(`applied ${r.migration_name}`);
    console.log(`Embedded database (${env().DATA_DIR}/pglite): ${rows.filter((r) => r.fresh).length} applied, ${rows.filter((r) => !r.fresh).length} already there.`);
  } finally {
    await closeDb().catch(() => undefined);
  }
}

const t0 = performance.now();
try {
  const url = env().DATABASE_URL;
  await (url ? migratePostgres(url) : migrateEmbedded());
  console.log(`done in ${Math.round(performance.now() - t0)} ms`);
} catch (err) {
  console.error(`db:migrate failed: ${(err as Error).message}`);
  process.exitCode = 1;
}
