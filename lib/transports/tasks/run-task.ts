// How an npm task that uses the database ends: a failure is one line on stderr and exit code 1, and the
// pool is closed either way so the process can exit. Tasks load the database client (Prisma, PGlite) only
// once their arguments are read, so a refused command answers before loading it; so is it closed here.
import { env } from "@/lib/platform/env";
import { processSlot } from "@/lib/platform/process-state";

/** The configured database, PostgreSQL migrated first; loaded only now, once the task's arguments hold. */
export async function openTaskDb() {
  const { getDb } = await import("@/lib/platform/db/client");
  const url = env().DATABASE_URL;
  if (url) await (await import("@/lib/platform/db/migrate-postgres")).migratePostgres(url);
  return getDb();
}

export async function runTask(name: string, main: () => Promise<void>): Promise<void> {
  try {
    await main();
  } catch (err) {
    console.error(`${name} failed: ${(err as Error).message}`);
    process.exitCode = 1;
  } finally {
    if (processSlot("db").value) await (await import("@/lib/platform/db/client")).closeDb().catch(() => undefined);
  }
}
