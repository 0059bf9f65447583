// The database of an app instance that runs as a child process, opened from the test for arranging and
// checking: its PostgreSQL database when given a URL, else its embedded data directory (migrated; never
// while the child holds it, since two processes on one PGlite directory diverge).
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
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

// One migrated, empty embedded database per worker process, copied for each data directory that needs one.
let template: Promise<string> | undefined;

/**
 * A new data directory (under the system's temporary folder, named from `prefix`) whose embedded database
 * exists and is migrated, as a service leaves it after its first start. Opening an empty one runs initdb and
 * every migration, seconds of CPU each time; a test whose subject is that first start uses an empty directory.
 */
export async function migratedDataDir(prefix: string): Promise<string> {
  template ??= (async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "svc-migrated-"));
    process.once("exit", () => rmSync(dir, { recursive: true, force: true }));
    await withDataDirDb(dir, undefined, async () => undefined); // opening it migrates it
    return dir;
  })();
  const source = await template;
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  cpSync(path.join(source, "pglite"), path.join(dir, "pglite"), { recursive: true });
  return dir;
}
