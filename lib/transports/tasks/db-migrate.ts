// npm run db:migrate: applies prisma/migrations to DATABASE_URL, or to the embedded database in
// DATA_DIR/pglite (opened under its lock, which migrates it). The Prisma CLI cannot migrate here.
import { closeDb, getDb } from "@/lib/platform/db/client";
import { migratePostgres } from "@/lib/platform/db/migrate-postgres";
import { env } from "@/lib/platform/env";

async function migrateShared(url: string): Promise<void> {
  const { applied, skipped } = await migratePostgres(url);
  for (const name of applied) console.log(`applied ${name}`);
  console.log(`PostgreSQL: ${applied.length} applied, ${skipped} already there.`);
}

async function migrateEmbedded(): Promise<void> {
  // Wall time on purpose: compared with the database's own finished_at, which a fake clock cannot move.
  const started = new Date();
  try {
    const db = await getDb();
    const rows = await db.$queryRaw<{ migration_name: string; fresh: boolean }[]>`
      SELECT migration_name, finished_at >= ${started} AS fresh FROM "_prisma_migrations"
      WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL ORDER BY migration_name`;
    for (const r of rows.filter((r) => r.fresh)) console.log(`applied ${r.migration_name}`);
    console.log(
      `Embedded database (${env().DATA_DIR}/pglite): ${rows.filter((r) => r.fresh).length} ` +
        `applied, ${rows.filter((r) => !r.fresh).length} already there.`,
    );
  } finally {
    await closeDb().catch(() => undefined);
  }
}

const t0 = performance.now();
try {
  const url = env().DATABASE_URL;
  await (url ? migrateShared(url) : migrateEmbedded());
  console.log(`done in ${Math.round(performance.now() - t0)} ms`);
} catch (err) {
  console.error(`db:migrate failed: ${(err as Error).message}`);
  process.exitCode = 1;
}
