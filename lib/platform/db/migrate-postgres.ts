// Brings a PostgreSQL database up to date with prisma/migrations (the embedded database migrates itself on open).
import pg from "pg";
import { migrationsDir } from "@/lib/platform/db/client";
import { applyMigrations, type MigrationResult } from "@/lib/platform/db/migrate";
import { pgMigrationDriver } from "@/lib/platform/db/migration-drivers";

export async function migratePostgres(url: string): Promise<MigrationResult> {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  try {
    return await applyMigrations(pgMigrationDriver(pool), migrationsDir());
  } finally {
    await pool.end();
  }
}
