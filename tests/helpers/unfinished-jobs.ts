// Waiting for the job queue to drain instead of sleeping: a test that must know "nothing more will be sent"
// polls pg-boss's own job table (schema "pgboss", see lib/jobs/queue.ts) until no job of the given names is
// still to run (created, including those due later), waiting to be retried, or running.
import { expect } from "vitest";
import type { Db } from "@/lib/db/client";

const UNFINISHED = ["created", "retry", "active"];

/** Jobs of these names not yet finished, by state. */
export async function unfinishedJobs(db: Db, names: string[]): Promise<Record<string, number>> {
  const rows = await db.$queryRawUnsafe<{ state: string; n: number }[]>(
    `SELECT state::text AS state, count(*)::int AS n FROM pgboss.job WHERE name = ANY($1::text[]) AND state::text = ANY($2::text[]) GROUP BY state`,
    names,
    UNFINISHED,
  );
  return Object.fromEntries(rows.map((r) => [r.state, r.n]));
}

/**
 * Resolves once no job of these names is created, retry or active (polling every 100 ms, at most `ms`),
 * and asserts so; the caller then counts what was sent, knowing nothing is still on its way.
 */
export async function untilQueueFinished(db: Db, names: string[], ms = 30_000): Promise<void> {
  const end = Date.now() + ms;
  let left = await unfinishedJobs(db, names);
  while (Object.keys(left).length > 0 && Date.now() < end) {
    await new Promise((r) => setTimeout(r, 100));
    left = await unfinishedJobs(db, names);
  }
  expect(left, `unfinished ${names.join(", ")} jobs`).toEqual({});
}
