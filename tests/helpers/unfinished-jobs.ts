// Waiting for the job queue to drain instead of sleeping: a test that must know "nothing more will be sent"
// polls pg-boss's own job table (schema "pgboss", see lib/platform/jobs/queue.ts) until no job of the given names is
// still to run (created, including those due later), waiting to be retried, or running.
import pg from "pg";
import { expect } from "vitest";
import type { Db } from "@/lib/platform/db/client";

const UNFINISHED = ["created", "retry", "active"];
const COUNT =
  `SELECT state::text AS state, count(*)::int AS n FROM pgboss.job
  WHERE name = ANY($1::text[]) AND state::text = ANY($2::text[]) AND ` +
  `start_after < now() + make_interval(secs => $3::double precision) GROUP BY state`;

type Query = (sql: string, params: unknown[]) => Promise<{ state: string; n: number }[]>;

async function countUnfinished(query: Query, names: string[], horizonSeconds: number): Promise<Record<string, number>> {
  const rows = await query(COUNT, [names, UNFINISHED, horizonSeconds]);
  return Object.fromEntries(rows.map((r) => [r.state, r.n]));
}

async function untilEmpty(query: Query, names: string[], ms: number, horizonSeconds: number): Promise<void> {
  const end = Date.now() + ms;
  let left = await countUnfinished(query, names, horizonSeconds);
  while (Object.keys(left).length > 0 && Date.now() < end) {
    await new Promise((r) => setTimeout(r, 100));
    left = await countUnfinished(query, names, horizonSeconds);
  }
  expect(left, `unfinished ${names.join(", ")} jobs`).toEqual({});
}

/**
 * Resolves once no job of these names is created, retry or active (polling every 100 ms, at most `ms`),
 * and asserts so; the caller then counts what was sent, knowing nothing is still on its way.
 */
export async function untilQueueFinished(db: Db, names: string[], ms = 30_000): Promise<void> {
  await untilEmpty((sql, params) => db.$queryRawUnsafe(sql, ...params), names, ms, 10 * 365 * 86_400);
}

/**
 * The same for an app instance running as another process, through a PostgreSQL URL (its database, or
 * its embedded database's loopback bridge, see bridgeUrl). Only jobs due within `horizonSeconds` count,
 * so a schedule's next slot does not hold the wait.
 */
export async function untilQueueFinishedAt(url: string, names: string[], ms = 60_000, horizonSeconds = 120): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await untilEmpty(
      async (sql, params) => (await client.query<{ state: string; n: number }>(sql, params)).rows,
      names,
      ms,
      horizonSeconds,
    );
  } finally {
    await client.end();
  }
}

/** The job queue's bridge to an instance's embedded database, from the line the instance logs at start. */
export function bridgeUrl(output: string): string {
  const m = [...output.matchAll(/"msg":"job queue bridge","address":"(127\.0\.0\.1:\d+)"/g)].at(-1);
  if (!m) throw new Error(`the instance logged no job queue bridge:\n${output.slice(-2000)}`);
  return `postgres://postgres@${m[1]}/postgres`;
}
