// The database of an app instance that runs as a child process, opened from the test for arranging and
// checking: its PostgreSQL database when given a URL, else its embedded data directory (migrated; never
// while the child holds it, since two processes on one PGlite directory diverge).
import path from "node:path";
import { migrationsDir, pglite, prismaOnPglite, prismaOnPostgres, type Db } from "@/lib/platform/db/client";
import { applyMigrations } from "@/lib/platform/db/migrate";
import { pgliteMigrationDriver } from "@/lib/platform/db/migration-drivers";

export async function withDataDirDb<T>(dataDir: string, pgUrl: string | undefined, fn: (db: Db) => Promise<T>): Promise<T> {
  if (pgUrl) {
    const db = prismaOnPostgres(pgUrl);
    try {
      return await fn(db);
    } finally {
      await db.$disconnect();
    }
  }
  const raw = pglite(path.join(dataDir, "pglite"));
  await applyMigrations(pgliteMigrationDriver(raw), migrationsDir());
  const db = prismaOnPglite(raw);
  try {
    return await fn(db);
  } finally {
    await db.$disconnect();
    await raw.close();
  }
}
