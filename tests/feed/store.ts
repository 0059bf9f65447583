// Arranging the app's store from the test process (the app runs in it and reads the database through
// the holder on globalThis): a real unreachable PostgreSQL to make reads fail, and a query counter
// over the real database.
import { currentDbHolder, installDb, prismaOnPostgres, type Db } from "@/lib/platform/db/client";

/** Runs `fn` while the app's database is a PostgreSQL server that refuses connections. */
export async function withUnreachableStore<T>(fn: () => Promise<T>): Promise<T> {
  const original = currentDbHolder();
  const dead = prismaOnPostgres("postgresql://svc@127.0.0.1:9/unreachable");
  installDb({ kind: "postgres", client: Promise.resolve(dead), close: () => dead.$disconnect() });
  try {
    return await fn();
  } finally {
    installDb(original);
    await dead.$disconnect();
  }
}

/** Runs `fn` while every query the app issues is counted; returns the count. */
export async function countQueries(fn: () => Promise<unknown>): Promise<number> {
  const original = currentDbHolder();
  const db = await original.client;
  let queries = 0;
  const counting = db.$extends({
    query: {
      $allOperations({ args, query }) {
        queries++;
        return query(args);
      },
    },
  }) as unknown as Db;
  installDb({ ...original, client: Promise.resolve(counting) });
  try {
    await fn();
  } finally {
    installDb(original);
  }
  return queries;
}
