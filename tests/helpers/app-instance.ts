// An app instance as a child process (`bin/server.mjs`, as `npm start` runs it; the job queue on, fast polling) on a data
// directory and, when given, a PostgreSQL database shared with other instances.
import path from "node:path";
import { testEnv } from "@/tests/setup/test-env";
import { SERVER_ENTRY, startEntry } from "@/tests/helpers/cli";
import { freePort } from "@/tests/helpers/free-port";

export type AppInstance = Awaited<ReturnType<typeof startEntry>>;

export async function startAppInstance(dataDir: string, pgUrl: string | undefined, env: Record<string, string>): Promise<AppInstance> {
  const port = await freePort();
  return startEntry(
    SERVER_ENTRY,
    [],
    {
      ...testEnv(),
      NODE_ENV: "test",
      JOBS: "on",
      DATABASE_URL: pgUrl ?? "",
      DATA_DIR: dataDir,
      PORT: String(port),
      BASE_URL: `http://localhost:${port}`,
      API_URL: `http://api.localhost:${port}`,
      WITNESS_WORLD_FILE: path.join(dataDir, "world.json"),
      JOBS_POLL_SECONDS: "0.5",
      JOBS_MAINTENANCE_SECONDS: "2",
      // A killed instance's data directory lock goes stale in 6 s (15 s in production).
      DATA_DIR_LOCK_STALE_MS: "6000",
      ...env,
    },
    /Web host:/,
    // Minutes on a starved machine (tsx, the production build, the database): readiness, not speed, is tested.
    300_000,
  );
}
