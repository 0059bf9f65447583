// Makes the store fail for real: a table is renamed away while `run` executes, so every query that needs
// it errors as it would on a broken database, and is renamed back afterwards whatever happens.
import type { Db } from "@/lib/platform/db/client";

export async function withTableOffline<T>(db: Db, table: string, run: () => Promise<T>): Promise<T> {
  await db.$executeRawUnsafe(`ALTER TABLE "${table}" RENAME TO "${table}_offline"`);
  try {
    return await run();
  } finally {
    await db.$executeRawUnsafe(`ALTER TABLE "${table}_offline" RENAME TO "${table}"`);
  }
}

/** Same, for one column: a read that selects it fails while reads of the rest of the table still work. */
export async function withColumnOffline<T>(db: Db, table: string, column: string, run: () => Promise<T>): Promise<T> {
  await db.$executeRawUnsafe(`ALTER TABLE "${table}" RENAME COLUMN "${column}" TO "${column}_offline"`);
  try {
    return await run();
  } finally {
    await db.$executeRawUnsafe(`ALTER TABLE "${table}" RENAME COLUMN "${column}_offline" TO "${column}"`);
  }
}
