// Applies prisma/migrations/*/migration.sql in order, each in its own transaction, recorded in
// Prisma's own `_prisma_migrations` layout so the real CLI agrees where it can run.
import { createHash, randomUUID } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { MigrationDriver } from "@/lib/platform/db/migration-drivers";

const HISTORY_TABLE = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
  "id" VARCHAR(36) PRIMARY KEY NOT NULL,
  "checksum" VARCHAR(64) NOT NULL,
  "finished_at" TIMESTAMPTZ,
  "migration_name" VARCHAR(255) NOT NULL,
  "logs" TEXT,
  "rolled_back_at" TIMESTAMPTZ,
  "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
  "applied_steps_count" INTEGER NOT NULL DEFAULT 0
)`;

// Serialises concurrent migrators on one PostgreSQL database (several instances starting at once).
const ADVISORY_LOCK = 72_707_001;

export interface MigrationResult {
  applied: string[];
  skipped: number;
}

export async function listMigrations(dir: string): Promise<{ name: string; sql: string }[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const names = entries
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
  return Promise.all(names.map(async (name) => ({ name, sql: await readFile(path.join(dir, name, "migration.sql"), "utf8") })));
}

export async function applyMigrations(driver: MigrationDriver, dir: string): Promise<MigrationResult> {
  const migrations = await listMigrations(dir);
  const applied: string[] = [];
  await driver.query(HISTORY_TABLE);
  await driver.transaction(async (exec) => {
    await exec(`SELECT pg_advisory_xact_lock(${ADVISORY_LOCK})`);
    const done = new Set(
      (
        (await exec(`SELECT migration_name FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`)) as {
          migration_name: string;
        }[]
      ).map((r) => r.migration_name),
    );
    for (const m of migrations) {
      if (done.has(m.name)) continue;
      const checksum = createHash("sha256").update(m.sql).digest("hex");
      await exec(m.sql);
      await exec(
        `INSERT INTO "_prisma_migrations" (id, checksum, finished_at, migration_name, applied_steps_count) VALUES ($1, $2, now(), $3, 1)`,
        [randomUUID(), checksum, m.name],
      );
      applied.push(m.name);
    }
  });
  return { applied, skipped: migrations.length - applied.length };
}
