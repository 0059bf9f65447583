// The two ways we reach a database to migrate it: embedded PGlite, or PostgreSQL through `pg`.
import type { PGlite } from "@electric-sql/pglite";
import type { Pool } from "pg";

export interface MigrationDriver {
  /** Run a multi-statement script inside one transaction. */
  transaction(fn: (exec: (sql: string, params?: unknown[]) => Promise<unknown[]>) => Promise<void>): Promise<void>;
  query(sql: string, params?: unknown[]): Promise<unknown[]>;
}

export function pgliteMigrationDriver(db: PGlite): MigrationDriver {
  return {
    async query(sql, params) {
      if (params?.length) return (await db.query(sql, params)).rows;
      const results = await db.exec(sql);
      return results.at(-1)?.rows ?? [];
    },
    async transaction(fn) {
      await db.transaction(async (tx) => {
        await fn(async (sql, params) => {
          if (params?.length) return (await tx.query(sql, params)).rows;
          const results = await tx.exec(sql);
          return results.at(-1)?.rows ?? [];
        });
      });
    },
  };
}

export function pgMigrationDriver(pool: Pool): MigrationDriver {
  return {
    async query(sql, params) {
      return (await pool.query(sql, params)).rows;
    },
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query("BEGIN");
        await fn(async (sql, params) => (await client.query(sql, params)).rows);
        await client.query("COMMIT");
      } catch (err) {
        await client.query("ROLLBACK");
        throw err;
      } finally {
        client.release();
      }
    },
  };
}
