// How an npm task that uses the database ends: a failure is one line on stderr and exit code 1, and the
// pool is closed either way so the process can exit.
import { closeDb } from "@/lib/platform/db/client";

export async function runTask(name: string, main: () => Promise<void>): Promise<void> {
  try {
    await main();
  } catch (err) {
    console.error(`${name} failed: ${(err as Error).message}`);
    process.exitCode = 1;
  } finally {
    await closeDb().catch(() => undefined);
  }
}
