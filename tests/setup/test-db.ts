// Test databases: a migrated, seeded base made once per run, and a cheap isolated copy per test file.
// PGlite: the base is dumped to a file; a worker loads it into memory and puts it back to the seeded rows
// between files (tests/setup/kept-pglite.ts). PostgreSQL: the base is a template database and each file gets
// CREATE DATABASE ... TEMPLATE.
import { randomBytes } from "node:crypto";
import { readFile, rm, writeFile } from "node:fs/promises";
import { gunzipSync } from "node:zlib";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { installDb, migrationsDir, pglite, prismaOnPglite, prismaOnPostgres, type DbHolder } from "@/lib/platform/db/client";
import { applyMigrations } from "@/lib/platform/db/migrate";
import { pgliteMigrationDriver, pgMigrationDriver } from "@/lib/platform/db/migration-drivers";
import { leaseEmbeddedBase } from "@/tests/setup/kept-pglite";
import { testEnv } from "@/tests/setup/test-env";

export const SNAPSHOT_ENV = "SVC_TEST_PGLITE_SNAPSHOT";
export const TEMPLATE_ENV = "SVC_TEST_PG_TEMPLATE";
export const RUN_ENV = "SVC_TEST_RUN";
/** A base built before the run (tests/setup/make-base.ts): its JSON, adopted by the global setup. */
export const PREPARED_BASE_ENV = "SVC_TEST_PREPARED_BASE";

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: withDatabase(url, "postgres") });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Builds the base once per run and returns the variables that tell test files where it is. */
export async function createBase(seed: (holder: DbHolder) => Promise<void>): Promise<Record<string, string>> {
  const run = `${Date.now().toString(36)}${randomBytes(3).toString("hex")}`;
  const url = process.env.DATABASE_URL;
  if (url) {
    const template = `svc_tpl_${run}`;
    await adminQuery(url, `CREATE DATABASE "${template}"`);
    const pool = new pg.Pool({ connectionString: withDatabase(url, template) });
    await applyMigrations(pgMigrationDriver(pool), migrationsDir());
    await pool.end();
    const client = prismaOnPostgres(withDatabase(url, template));
    await seed({ kind: "postgres", client: Promise.resolve(client), close: () => client.$disconnect() });
    await client.$disconnect();
    return { [RUN_ENV]: run, [TEMPLATE_ENV]: template };
  }
  const db = pglite();
  await applyMigrations(pgliteMigrationDriver(db), migrationsDir());
  const client = prismaOnPglite(db);
  await seed({ kind: "pglite", client: Promise.resolve(client), close: async () => {} });
  await client.$disconnect();
  const dump = await db.dumpDataDir("gzip");
  await db.close();
  const file = path.join(os.tmpdir(), `svc-test-${run}.tar.gz`);
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  return { [RUN_ENV]: run, [SNAPSHOT_ENV]: file };
}

export async function dropBase(vars: Record<string, string>): Promise<void> {
  // The embedded base's snapshot (about 5 MB a run) goes with the run that made it.
  if (vars[SNAPSHOT_ENV]) await rm(vars[SNAPSHOT_ENV], { force: true });
  const url = process.env.DATABASE_URL;
  if (!url || !vars[TEMPLATE_ENV]) return;
  const client = new pg.Client({ connectionString: withDatabase(url, "postgres") });
  await client.connect();
  try {
    const { rows } = await client.query(`SELECT datname FROM pg_database WHERE datname LIKE $1`, [`svc_%_${vars[RUN_ENV]}%`]);
    for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

/** The run's base seeded with the demo network under the test environment, which it installs in this process. */
export async function createSeededBase(): Promise<{ env: Record<string, string>; vars: Record<string, string> }> {
  const env = testEnv();
  Object.assign(process.env, env);
  const { seedDemoNetwork } = await import("@/lib/seed/demo-network");
  const vars = await createBase(async (holder) => {
    await seedDemoNetwork(await holder.client, { now: new Date() });
  });
  return { env, vars };
}

let counter = 0;

// The embedded base, read and unpacked once per worker (a worker runs many files): loading an unpacked
// data directory takes about half the time of a gzipped one.
let unpacked: { file: string; data: Promise<Blob> } | undefined;
function snapshot(): Promise<Blob> {
  const file = process.env[SNAPSHOT_ENV];
  if (!file) throw new Error("No test database base: run the suite through `npm test` (vitest globalSetup).");
  if (unpacked?.file !== file) unpacked = { file, data: readFile(file).then((gz) => new Blob([gunzipSync(gz)])) };
  return unpacked.data;
}

/** An isolated copy of the base for one app instance, installed as this process's database. */
export async function cloneBase(): Promise<DbHolder> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = `svc_t_${process.env[RUN_ENV]}_${process.pid}_${counter++}`;
    await adminQuery(url, `CREATE DATABASE "${name}" TEMPLATE "${process.env[TEMPLATE_ENV]}"`);
    const dbUrl = withDatabase(url, name);
    const client = prismaOnPostgres(dbUrl);
    const holder = {
      kind: "postgres" as const,
      url: dbUrl,
      client: Promise.resolve(client),
      close: async () => {
        await client.$disconnect();
        // Not awaited: DROP DATABASE waits for a checkpoint, seconds on a busy server, and nothing needs the
        // clone gone before the next file starts. The run's teardown (dropBase) drops any still there.
        adminQuery(url, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).catch(() => {});
      },
    };
    installDb(holder);
    return holder;
  }
  const lease = await leaseEmbeddedBase(await snapshot());
  const client = prismaOnPglite(lease.db);
  const holder = {
    kind: "pglite" as const,
    client: Promise.resolve(client),
    pglite: Promise.resolve(lease.db),
    close: async () => {
      await client.$disconnect();
      await lease.release();
    },
  };
  installDb(holder);
  return holder;
}
