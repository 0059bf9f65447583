// The database a benchmark runs on: a fresh PostgreSQL database when DATABASE_URL is set (dropped at exit),
// otherwise an in-memory PGlite. Either way migrated and empty.
import { randomBytes } from "node:crypto";
import pg from "pg";
import { installDb, migrationsDir, pglite, prismaOnPglite, prismaOnPostgres } from "../../lib/db/client";
import { applyMigrations } from "../../lib/db/migrate";
import { pgliteMigrationDriver, pgMigrationDriver } from "../../lib/db/migration-drivers";

(process.env as Record<string, string>).NODE_ENV ??= "test";
if (!/^https?:/.test(process.env.BASE_URL ?? "")) process.env.BASE_URL = "http://localhost:3000";

export async function installBenchDb(): Promise<{ kind: "postgres" | "pglite"; url?: string }> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = `svc_bench_${randomBytes(4).toString("hex")}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    const dbUrl = new URL(url);
    dbUrl.pathname = `/${name}`;
    const pool = new pg.Pool({ connectionString: dbUrl.toString() });
    await applyMigrations(pgMigrationDriver(pool), migrationsDir());
    await pool.end();
    const client = prismaOnPostgres(dbUrl.toString());
    installDb({
      kind: "postgres",
      client: Promise.resolve(client),
      close: async () => {
        await client.$disconnect();
        await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        await admin.end();
      },
    });
    return { kind: "postgres", url: dbUrl.toString() };
  }
  const raw = pglite();
  await applyMigrations(pgliteMigrationDriver(raw), migrationsDir());
  const client = prismaOnPglite(raw);
  installDb({ kind: "pglite", client: Promise.resolve(client), close: async () => { await client.$disconnect(); await raw.close(); } });
  return { kind: "pglite" };
}
