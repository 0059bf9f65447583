// One Prisma client per process, on PostgreSQL (DATABASE_URL) or embedded PGlite. The holder is a
// slot of process-state.ts, so the app bundle, scripts and the in-process test harness share one instance.
import path from "node:path";
import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaPGlite } from "pglite-prisma-adapter";
import lockfile from "proper-lockfile";
import { PrismaClient } from "@/lib/platform/db/generated/client";
import { env } from "@/lib/platform/env";
import { applyMigrations } from "@/lib/platform/db/migrate";
import { pgliteMigrationDriver } from "@/lib/platform/db/migration-drivers";
import { processSlot } from "@/lib/platform/process-state";
import { PGLITE_OPTIONS } from "@/lib/platform/db/pglite-options";

export type Db = InstanceType<typeof PrismaClient>;

export interface DbHolder {
  kind: "postgres" | "pglite";
  client: Promise<Db>;
  /** The PostgreSQL connection string (postgres only), for the job queue's own pool (lib/jobs). */
  url?: string;
  /** The embedded database itself, for the job queue's socket bridge (lib/jobs). */
  pglite?: Promise<PGlite>;
  close(): Promise<void>;
}

const held = processSlot<DbHolder>("db");

export function migrationsDir(): string {
  return path.join(process.cwd(), "prisma", "migrations");
}

export function pglite(dataDir?: string): PGlite {
  return new PGlite({ ...PGLITE_OPTIONS, dataDir });
}

export function prismaOnPglite(db: PGlite): Db {
  return new PrismaClient({ adapter: new PrismaPGlite(db) });
}

export function prismaOnPostgres(connectionString: string): Db {
  const e = env();
  return new PrismaClient({
    adapter: new PrismaPg({
      connectionString,
      max: e.DB_POOL_MAX,
      // Bounds a new connection and a wait for a free one alike (pg-pool): a full pool fails fast.
      connectionTimeoutMillis: e.DB_CONNECT_TIMEOUT_MS,
      // The server cancels a statement stuck behind a lock; a transaction it was part of rolls back whole.
      statement_timeout: e.DB_STATEMENT_TIMEOUT_MS,
      // A server that stopped answering cancels nothing: the client gives up a little later itself.
      query_timeout: e.DB_STATEMENT_TIMEOUT_MS + 1_000,
      idle_in_transaction_session_timeout: 10_000,
    }),
  });
}

export class DataDirLockedError extends Error {
  constructor(dir: string) {
    super(
      `The embedded database in ${dir} is in use by another process (PGlite has no lock of its own, so a second ` +
        `process would silently diverge). Stop the other process (npm run dev?), or set DATABASE_URL to share PostgreSQL.`,
    );
  }
}

/** Open the embedded database in DATA_DIR/pglite under a lock, migrated. */
async function openEmbedded(): Promise<DbHolder> {
  const dir = path.resolve(env().DATA_DIR, "pglite");
  mkdirSync(dir, { recursive: true });
  let release: () => Promise<void>;
  try {
    // A killed holder's lock counts as stale after DATA_DIR_LOCK_STALE_MS (15 s); a live one refreshes it thrice as often.
    const stale = env().DATA_DIR_LOCK_STALE_MS;
    release = await lockfile.lock(dir, { stale, update: Math.floor(stale / 3), lockfilePath: `${dir}.lock` });
  } catch {
    throw new DataDirLockedError(dir);
  }
  const raw = pglite(dir);
  await applyMigrations(pgliteMigrationDriver(raw), migrationsDir());
  const client = prismaOnPglite(raw);
  return {
    kind: "pglite",
    client: Promise.resolve(client),
    pglite: Promise.resolve(raw),
    async close() {
      await client.$disconnect();
      await raw.close();
      await release();
    },
  };
}

function openPostgres(url: string): DbHolder {
  const client = prismaOnPostgres(url);
  return { kind: "postgres", url, client: Promise.resolve(client), close: () => client.$disconnect() };
}

/** Install a database for this process (the test harness and CLI scripts do this before anything reads). */
export function installDb(holder: DbHolder): void {
  held.value = holder;
}

export function currentDbHolder(): DbHolder {
  if (!held.value) {
    const url = env().DATABASE_URL;
    if (url) {
      held.value = openPostgres(url);
    } else {
      const opening = openEmbedded();
      const holder: DbHolder = {
        kind: "pglite",
        client: opening.then((h) => h.client),
        pglite: opening.then((h) => h.pglite!),
        close: async () => (await opening).close(),
      };
      held.value = holder;
      // A failed open must not stick: the next call tries again.
      opening.catch(() => {
        if (held.value === holder) held.value = undefined;
      });
    }
  }
  return held.value!;
}

export function getDb(): Promise<Db> {
  return currentDbHolder().client;
}

export async function closeDb(): Promise<void> {
  const holder = held.value;
  held.value = undefined;
  await holder?.close();
}
