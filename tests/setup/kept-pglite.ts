// The embedded base a worker keeps between files: loading the seeded snapshot into a new PGlite was the largest
// cost a file paid before its first test, and putting a kept one back to the seeded rows costs a fraction of it.
// A kept database is put back only when nothing but rows changed: same catalog (no schema, table, column,
// index, constraint, trigger, function, role or setting added, renamed or dropped, as the job queue's schema or a
// table left offline would be), open, out of any transaction, answering within seconds. Otherwise it is closed
// and the file gets a fresh copy, as every file did before.
// A file gets a lease, a revocable view of the database: a query its code sends after the file ended fails, as
// on a closed database, instead of landing in the next file's rows.
import { PGlite } from "@electric-sql/pglite";
import { withDeadline } from "@/lib/platform/deadline";
import { PGLITE_OPTIONS } from "@/lib/platform/db/pglite-options";

// Everything but rows, as one digest. Temporary schemas are left out: DISCARD ALL drops what is in them.
const CATALOG = `
SELECT md5(string_agg(x, E'\\n' ORDER BY x)) AS digest FROM (
  SELECT 'n:' || nspname || ':' || coalesce(nspacl::text, '') AS x FROM pg_namespace WHERE nspname !~ '^pg_(toast_)?temp_'
  UNION ALL SELECT 'c:' || c.oid::regclass::text || ':' || c.relkind::text || ':' || coalesce(c.relacl::text, '') || ':'
      || c.relrowsecurity
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname NOT IN ('pg_catalog', 'pg_toast') AND n.nspname !~ '^pg_(toast_)?temp_'
  UNION ALL SELECT 'a:' || a.attrelid::regclass::text || ':' || a.attname || ':' || a.atttypid || ':' || a.attnotnull || ':'
      || a.attisdropped
    FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid WHERE c.relnamespace = 'public'::regnamespace AND a.attnum > 0
  UNION ALL SELECT 'd:' || adrelid::regclass::text || ':' || adnum || ':' || md5(pg_get_expr(adbin, adrelid)) FROM pg_attrdef
  UNION ALL SELECT 'k:' || conrelid::regclass::text || ':' || conname || ':' || contype::text || ':' || convalidated FROM pg_constraint
    WHERE connamespace = 'public'::regnamespace
  UNION ALL SELECT 't:' || tgrelid::regclass::text || ':' || tgname || ':' || tgenabled::text FROM pg_trigger
  UNION ALL SELECT 'p:' || p.oid::regprocedure::text || ':' || md5(p.prosrc) FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
    WHERE n.nspname NOT IN ('pg_catalog', 'information_schema')
  UNION ALL SELECT 'r:' || rolname || ':' || rolsuper || ':' || rolcanlogin FROM pg_roles
  UNION ALL SELECT 's:' || setdatabase || ':' || setrole || ':' || array_to_string(setconfig, ',') FROM pg_db_role_setting
  UNION ALL SELECT 'e:' || extname || ':' || extversion FROM pg_extension
) AS catalog`;

interface Seed {
  catalog: string;
  /** Each table's seeded rows in COPY's text format; an empty table has none. */
  tables: { name: string; rows: Blob | undefined }[];
  /** setval() for every sequence, back to where the seed left it. */
  sequences: string;
}

interface Kept {
  db: PGlite;
  leased: boolean;
}

const ANSWER_MS = 3_000;
let seed: { snapshot: Blob; value: Promise<Seed> } | undefined;
let kept: Kept | undefined;

const within = <T>(work: Promise<T>) => withDeadline(work, ANSWER_MS);

async function readSeed(db: PGlite): Promise<Seed> {
  const catalog = (await db.query<{ digest: string }>(CATALOG)).rows[0]!.digest;
  const names = await db.query<{ name: string }>(
    `SELECT format('%I.%I', schemaname, tablename) AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY 1`,
  );
  const tables: Seed["tables"] = [];
  for (const { name } of names.rows) tables.push({ name, rows: (await db.query(`COPY ${name} TO '/dev/blob'`)).blob });
  const sequences = await db.query<{ sql: string }>(
    `SELECT format('SELECT setval(%L, %s, %s);', format('%I.%I', schemaname, sequencename), coalesce(last_value, start_value),
       (last_value IS NOT NULL)::text) AS sql FROM pg_sequences`,
  );
  return { catalog, tables, sequences: sequences.rows.map((r) => r.sql).join("\n") };
}

/** True when `db` is back to the seeded rows; false when it changed more than rows (or would not answer). */
async function putBack(db: PGlite, s: Seed): Promise<boolean> {
  if (db.closed) return false;
  // Session state (settings, prepared statements, temporary tables, advisory locks, LISTEN) goes; inside a
  // transaction block this fails, and a file that left one open does not pass its database on.
  await within(db.exec("DISCARD ALL"));
  if ((await within(db.query<{ digest: string }>(CATALOG))).rows[0]!.digest !== s.catalog) return false;
  // As replica: the rows go back table by table, and foreign keys hold once all are back.
  await within(db.exec(`SET session_replication_role = replica; TRUNCATE ${s.tables.map((t) => t.name).join(", ")};`));
  for (const t of s.tables) if (t.rows?.size) await within(db.query(`COPY ${t.name} FROM '/dev/blob'`, [], { blob: t.rows }));
  await within(db.exec(`${s.sequences}\nSET session_replication_role = DEFAULT;`));
  return true;
}

function closeQuietly(db: PGlite): void {
  if (!db.closed) void within(db.close()).catch(() => {});
}

interface Lease {
  db: PGlite;
  release(): Promise<void>;
}

/** The seeded base for one file: the worker's kept database put back, or a fresh copy of `snapshot`. */
export async function leaseEmbeddedBase(snapshot: Blob): Promise<Lease> {
  let db: PGlite | undefined;
  if (seed?.snapshot !== snapshot) {
    if (kept) closeQuietly(kept.db);
    kept = undefined;
    seed = undefined;
  }
  if (kept && !kept.leased && seed) {
    const candidate = kept.db;
    kept = undefined;
    if (await putBack(candidate, await seed.value).catch(() => false)) db = candidate;
    else closeQuietly(candidate);
  }
  if (!db) {
    db = await PGlite.create({ ...PGLITE_OPTIONS, loadDataDir: snapshot });
    // Read from the first copy, before any file has touched it.
    if (!seed) {
      seed = { snapshot, value: readSeed(db) };
      await seed.value;
    }
  }
  const entry: Kept = { db, leased: true };
  // A second copy while the kept one is leased (a file with two databases) is the file's own, closed after it.
  const keep = !kept;
  if (keep) kept = entry;
  const target = db;
  const lease = Proxy.revocable(target, {
    get: (t, prop) => {
      const value: unknown = Reflect.get(t, prop, t);
      return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(t) : value;
    },
  });
  return {
    db: lease.proxy,
    async release() {
      lease.revoke();
      if (keep && kept === entry) entry.leased = false;
      else await target.close();
    },
  };
}
