// The database a benchmark runs on: a fresh PostgreSQL database when DATABASE_URL is set (dropped at exit),
// otherwise an in-memory PGlite. Either way migrated and empty.
import { randomBytes } from "node:crypto";
import pg from "pg";
import { installDb, migrationsDir, pglite, prismaOnPglite, prismaOnPostgres } from "@/lib/platform/db/client";
import { applyMigrations } from "@/lib/platform/db/migrate";
import { pgliteMigrationDriver, pgMigrationDriver } from "@/lib/platform/db/migration-drivers";

(process.env as Record<string, string>).NODE_ENV ??= "test";
if (!/^https?:/.test(process.env.BASE_URL ?? "")) process.env.BASE_URL = "http://localhost:3000";

/** Production on a shared database needs the same secrets on every instance: fresh ones for one run. */
export function runSecrets(): Record<string, string> {
  return {
    SESSION_SECRET: randomBytes(32).toString("base64"),
    CURSOR_SECRET: randomBytes(32).toString("base64"),
    VIEWER_HASH_KEY: randomBytes(32).toString("base64"),
    MASTER_KEY: randomBytes(32).toString("hex"),
  };
}

/** A migrated, empty throw-away database on the PostgreSQL server at `serverUrl`; `drop` removes it. */
export async function createBenchPostgres(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `svc_bench_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  const dbUrl = new URL(serverUrl);
  dbUrl.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: dbUrl.toString() });
  await applyMigrations(pgMigrationDriver(pool), migrationsDir());
  await pool.end();
  return {
    url: dbUrl.toString(),
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    },
  };
}

export async function installBenchDb(): Promise<{ kind: "postgres" | "pglite"; url?: string }> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const { url, drop } = await createBenchPostgres(serverUrl);
    const client = prismaOnPostgres(url);
    installDb({
      kind: "postgres",
      url,
      client: Promise.resolve(client),
      close: async () => {
        await client.$disconnect();
        await drop();
      },
    });
    return { kind: "postgres", url };
  }
  const raw = pglite();
  await applyMigrations(pgliteMigrationDriver(raw), migrationsDir());
  const client = prismaOnPglite(raw);
  installDb({
    kind: "pglite",
    client: Promise.resolve(client),
    close: async () => {
      await client.$disconnect();
      await raw.close();
    },
  });
  return { kind: "pglite" };
}
