// Change-stream benchmark: 1,000 open SSE streams on one instance. Prints the database queries per
// second while they are open against one open stream (target: ratio at most 1.2, since one poller per
// instance serves every stream) and the delay from a version's commit to its arrival on every
// stream (target on PostgreSQL, where commits wake the poller: p99 under 500 ms; on PGlite the poll
// and the settle window set it). The app is the production build in this process on a seeded
// database: PostgreSQL when DATABASE_URL is set (also reporting the server's own transaction
// count), else in-memory PGlite.
//   npx tsx tests/bench/streams.ts        or        npm run bench -- streams
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import pg from "pg";
import { installDb, type Db } from "@/lib/platform/db/client";
import { resetEnvCache } from "@/lib/platform/env";
import { changePoller } from "@/lib/feed/change-poller";
import { SETTLE_MS } from "@/lib/feed/feed-window";
import { publishRecordVersion } from "@/lib/network/publish-version";
import { startServer } from "@/lib/transports/server/start";
import { HttpClient } from "@/tests/helpers/client";
import { openEventSource, until, type TestEventSource } from "@/tests/feed/sse";
import { cloneBase, createBase, dropBase, withDatabase } from "@/tests/setup/test-db";
import { testEnv } from "@/tests/setup/test-env";
import { freePort } from "@/tests/helpers/free-port";
import { reportFigure } from "@/tests/bench/_report";

const STREAMS = 1_000;
const WINDOW_MS = 12_000;
const POLL_MS = 1_000;
const TARGET_RATIO = 1.2;
const TARGET_P99_MS = 500;

// The streams are served by the production build; make one when there is none (`npm test` rebuilds a stale one).
if (!existsSync(".next/BUILD_ID")) {
  const built = spawnSync("npx", ["next", "build"], { stdio: "inherit", env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" } });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];

const port = await freePort();
Object.assign(process.env, testEnv(), {
  BASE_URL: `http://localhost:${port}`,
  API_URL: `http://api.localhost:${port}`,
  LOG_LEVEL: "warn",
  STREAM_POLL_MS: String(POLL_MS),
  // Longer than the whole run, so no stream closes and reconnects while it is being measured.
  STREAM_MAX_MS: "600000",
});
resetEnvCache();
const vars = await createBase(async (holder) => {
  const { seedDemoNetwork } = await import("@/lib/seed/demo-network");
  await seedDemoNetwork(await holder.client);
});
Object.assign(process.env, vars);
const holder = await cloneBase();
const db = await holder.client;

// Every query the app issues goes through the installed client: count them there.
let appQueries = 0;
const counted = db.$extends({ query: { $allOperations: ({ args, query }) => (appQueries++, query(args)) } }) as unknown as Db;
installDb({ ...holder, client: Promise.resolve(counted) });

// On PostgreSQL, the server's own count of committed transactions in this database (read from another one).
const admin = holder.url ? new pg.Client({ connectionString: withDatabase(holder.url, "postgres") }) : null;
await admin?.connect();
const dbName = holder.url ? new URL(holder.url).pathname.slice(1) : "";
async function serverTransactions(): Promise<number | null> {
  if (!admin) return null;
  const { rows } = await admin.query(`SELECT xact_commit + xact_rollback AS n FROM pg_stat_database WHERE datname = $1`, [dbName]);
  return Number(rows[0].n);
}

const server = await startServer({ dev: false, port, hostname: "127.0.0.1", quiet: true });
const web = new HttpClient(`http://localhost:${port}`);
const clients: TestEventSource[] = [];

async function openStreams(n: number) {
  for (let i = 0; i < n; i += 100) {
    const batch = Array.from({ length: Math.min(100, n - i) }, () => openEventSource(web, "/api/network/changes/stream"));
    clients.push(...batch);
    await Promise.all(batch.map((c) => c.opened));
  }
}

interface Phase {
  streams: number;
  queriesPerSecond: number;
  serverTransactionsPerSecond: number | null;
  delays: number[];
}

async function measure(): Promise<Phase> {
  await sleep(SETTLE_MS + POLL_MS);
  const q0 = appQueries;
  const x0 = await serverTransactions();
  const t0 = Date.now();
  await sleep(WINDOW_MS);
  const seconds = (Date.now() - t0) / 1000;
  const x1 = await serverTransactions();
  const queriesPerSecond = (appQueries - q0) / seconds;
  // The stats query itself runs in another database, so it is not counted here.
  const serverTransactionsPerSecond = x0 === null || x1 === null ? null : (x1 - x0) / seconds;
  const before = clients.map((c) => c.events.length);
  // Timed from before the publishing transaction starts: an upper bound on the delay after its commit.
  const publishedAt = Date.now();
  await publishRecordVersion(db, "lumen-analytics", { kind: "updated" });
  await until(() => clients.every((c, i) => c.events.length > before[i]), 15_000, "every stream to receive the version");
  const delays = clients.map((c) => c.events[c.events.length - 1].at - publishedAt);
  return { streams: clients.length, queriesPerSecond, serverTransactionsPerSecond, delays };
}

try {
  await openStreams(1);
  const one = await measure();
  const beforeOpening = { app: appQueries, poller: changePoller().queries, at: Date.now() };
  await openStreams(STREAMS - 1);
  const opening = {
    seconds: (Date.now() - beforeOpening.at) / 1000,
    app: appQueries - beforeOpening.app,
    poller: changePoller().queries - beforeOpening.poller,
  };
  if (changePoller().subscriberCount !== STREAMS)
    throw new Error(`expected ${STREAMS} subscribers, have ${changePoller().subscriberCount}`);
  const many = await measure();
  const ratio = many.queriesPerSecond / one.queriesPerSecond;
  const fmt = (n: number | null, d = 2) => (n === null ? "n/a" : n.toFixed(d));
  console.log(`change streams on ${holder.kind}: poll ${POLL_MS} ms, settle ${SETTLE_MS} ms, window ${WINDOW_MS / 1000} s`);
  console.log(`                                 1 stream   ${STREAMS} streams`);
  console.log(`app database queries/s          ${fmt(one.queriesPerSecond).padStart(8)}   ${fmt(many.queriesPerSecond).padStart(11)}`);
  console.log(
    `server transactions/s           ${fmt(one.serverTransactionsPerSecond).padStart(8)}   ` +
      `${fmt(many.serverTransactionsPerSecond).padStart(11)}`,
  );
  for (const p of [50, 95, 99, 100]) {
    console.log(
      `delivery delay p${String(p).padEnd(3)} ms          ` +
        `${String(percentile(one.delays, p)).padStart(8)}   ${String(percentile(many.delays, p)).padStart(11)}`,
    );
  }
  console.log(
    `opening ${STREAMS - 1} more streams took ${opening.seconds.toFixed(1)} s ` +
      `and ${opening.app} queries, ${opening.poller} of them the poller's ticks`,
  );
  console.log(`ratio of queries/s, ${STREAMS} streams to 1: ${ratio.toFixed(2)} (target <= ${TARGET_RATIO})`);
  const pushed = holder.kind === "postgres";
  console.log(
    pushed
      ? `(on PostgreSQL each commit wakes the poller with NOTIFY: no settle window; target p99 < ${TARGET_P99_MS} ms)`
      : `(on PGlite the delay includes the ${SETTLE_MS} ms settle window and up to one ${POLL_MS} ms poll interval by design)`,
  );
  const p99 = percentile(many.delays, 99);
  const deliveryOk = !pushed || p99 < TARGET_P99_MS;
  const database = pushed ? "PostgreSQL" : "PGlite";
  reportFigure(
    {
      bench: "streams",
      case: `queries/s, ${STREAMS} streams vs 1`,
      unit: "queries/s",
      measured: many.queriesPerSecond,
      baseline: one.queriesPerSecond,
      ratio,
      target: `<= ${TARGET_RATIO}x`,
      pass: ratio <= TARGET_RATIO,
    },
    database,
  );
  reportFigure(
    {
      bench: "streams",
      case: `delivery p99, ${STREAMS} streams vs 1`,
      unit: "ms",
      measured: p99,
      baseline: percentile(one.delays, 99),
      ratio: p99 / Math.max(1, percentile(one.delays, 99)),
      target: pushed ? `p99 < ${TARGET_P99_MS} ms` : undefined,
      pass: pushed ? deliveryOk : undefined,
    },
    database,
  );
  if (ratio > TARGET_RATIO || !deliveryOk) process.exitCode = 1;
} finally {
  for (const c of clients) c.close();
  await server.close();
  await admin?.end();
  await holder.close();
  await dropBase(vars);
}
