// `npm run load`: a mixed load on two app instances (the production build, `lib/transports/server/main.ts`) sharing
// one PostgreSQL (a throw-away database on DATABASE_URL's server) and one Redis (REDIS_URL), loopback
// only and bounded in time. autocannon sends the mix to both instances for LOAD_SECONDS (default 60):
// 70% profile and page reads, 15% directory and suggest, 5% batch and compare, 5% change-feed pages,
// 5% public writes with an Idempotency-Key. Half-way one instance is killed (LOAD_KILL=off to keep
// both); its requests in flight fail and are counted as connection errors, not as answers, and its
// clients then move to the surviving instance, as behind a load balancer.
// Prints throughput, p50/p99 and status counts per route, the 5xx (must be 0), the 429s, the
// database's connections (sampled every 100 ms) and whether every acknowledged write is stored.
//   DATABASE_URL=postgresql://postgres@127.0.0.1:5432/postgres REDIS_URL=redis://127.0.0.1:6379/6 npm run load
import { spawn, type ChildProcess } from "node:child_process";
import { randomInt, randomUUID } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { freePort } from "@/tests/helpers/free-port";
import { createBenchPostgres, runSecrets } from "@/tests/bench/_bench-db";

const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 20);
const KILL = process.env.LOAD_KILL !== "off";
const COMPANIES = 2_000;
const POOL_MAX = Number(process.env.DB_POOL_MAX ?? 20);
const CLIENT_HEADER = "x-load-client";

const serverUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
if (!serverUrl || !redisUrl) {
  console.error(
    "npm run load needs DATABASE_URL (a PostgreSQL server; a throw-away database is made there) and REDIS_URL (a Redis db of its own).",
  );
  process.exit(2);
}
if (!existsSync(path.join(process.cwd(), ".next", "BUILD_ID"))) {
  console.error("npm run load: no production build; run `npm run build` first.");
  process.exit(2);
}
(process.env as Record<string, string>).NODE_ENV ??= "production";

const { prismaOnPostgres } = await import("@/lib/platform/db/client");
const { seedDemoNetwork } = await import("@/lib/seed/demo-network");
const { seedLargeNetwork, largeCompanySlug } = await import("@/lib/seed/large-network");

// Published demo records (with pages), and the demo companies a public write may name.
const DEMO = ["lumen-analytics", "brightpath-hr", "freshstart-io"];
const WRITE_TARGETS = ["lumen-analytics", "kestrel-security"];
const WARMUP_SECONDS = Number(process.env.LOAD_WARMUP_SECONDS ?? 5);
const slug = () => (randomInt(4) === 0 ? DEMO[randomInt(DEMO.length)] : largeCompanySlug(randomInt(COMPANIES)));
const address = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

interface Pick {
  route: string;
  method?: "GET" | "POST";
  path: string;
  api?: boolean;
  body?: string;
  headers?: Record<string, string>;
}

// Weights in percent; the labels are the rows of the table.
const MIX: { weight: number; make: () => Pick }[] = [
  { weight: 50, make: () => ({ route: "GET /api/network/profile", path: `/api/network/profile?q=${slug()}` }) },
  { weight: 20, make: () => ({ route: "GET /network/company/{slug}", path: `/network/company/${DEMO[randomInt(DEMO.length)]}` }) },
  {
    weight: 10,
    make: () => ({
      route: "GET /api/network/search",
      path: `/api/network/search?q=${["analytics", "security", "cloud", "data"][randomInt(4)]}`,
    }),
  },
  {
    weight: 5,
    make: () => ({ route: "GET /api/network/suggest", path: `/api/network/suggest?q=${["lu", "ke", "co", "da"][randomInt(4)]}` }),
  },
  {
    weight: 3,
    make: () => ({
      route: "POST /api/network/batch",
      method: "POST",
      path: "/api/network/batch",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ targets: Array.from({ length: 10 }, slug) }),
    }),
  },
  { weight: 2, make: () => ({ route: "GET /api/compare", path: `/api/compare?handles=${[slug(), slug()].join(",")}` }) },
  { weight: 5, make: () => ({ route: "GET /api/network/changes", path: "/api/network/changes?limit=50" }) },
  {
    weight: 5,
    make: () => ({
      route: "POST /public/marketplace/intent",
      method: "POST",
      api: true,
      path: "/public/marketplace/intent",
      headers: { "content-type": "application/json", "idempotency-key": randomUUID() },
      body: JSON.stringify({
        target_company: WRITE_TARGETS[randomInt(WRITE_TARGETS.length)],
        buyer_email: `buyer${randomInt(1e6)}@load.example`,
      }),
    }),
  },
];
const TOTAL_WEIGHT = MIX.reduce((a, m) => a + m.weight, 0);
function pick(): Pick {
  let r = randomInt(TOTAL_WEIGHT);
  for (const m of MIX) if ((r -= m.weight) < 0) return m.make();
  return MIX[0].make();
}

const SECRETS = runSecrets();

interface RouteStats {
  durations: number[];
  statuses: Map<number, number>;
}
const stats = new Map<string, RouteStats>();
const acknowledgedWrites: string[] = [];
// Off during the warm-up (first requests compile and fill caches); acknowledged writes count throughout.
let recording = false;

async function startInstance(port: number, dbUrl: string, dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["bin/server.mjs"], {
    env: {
      ...process.env,
      ...SECRETS,
      NODE_ENV: "production",
      MAIL_TRANSPORT: "log",
      PORT: String(port),
      BASE_URL: `http://localhost:${port}`,
      API_URL: `http://api.localhost:${port}`,
      DATABASE_URL: dbUrl,
      REDIS_URL: redisUrl,
      DATA_DIR: dataDir,
      TRUSTED_PROXY_HEADER: CLIENT_HEADER,
      JOBS: "off",
      LOG_LEVEL: "error",
      NEXT_TELEMETRY_DISABLED: "1",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`instance on port ${port} exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/problems`, { headers: { host: `localhost:${port}` } })).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`instance on port ${port} did not start`);
}

interface Run {
  done: Promise<autocannon.Result>;
  stop: () => void;
}

function load(port: number, seconds = SECONDS, connections = CONNECTIONS): Run {
  // One connection's current request, set when it is built and read when its answer arrives (the two
  // alternate on a connection, so a per-connection context is enough).
  const options: autocannon.Options = {
    url: `http://127.0.0.1:${port}`,
    connections,
    duration: seconds,
    timeout: 10,
    requests: [
      {
        setupRequest: (req, ctx) => {
          const context = ctx as Record<string, unknown>;
          const p = pick();
          context.route = p.route;
          context.startedAt = performance.now();
          return {
            ...req,
            method: p.method ?? "GET",
            path: p.path,
            body: p.body,
            headers: { host: `${p.api ? "api." : ""}localhost:${port}`, [CLIENT_HEADER]: address(), ...p.headers },
          };
        },
        onResponse: (status, body, ctx) => {
          const context = ctx as Record<string, unknown>;
          const route = context.route as string;
          if (route.startsWith("POST /public/") && status === 201) acknowledgedWrites.push((JSON.parse(body) as { id: string }).id);
          if (!recording) return;
          const s: RouteStats = stats.get(route) ?? { durations: [], statuses: new Map() };
          stats.set(route, s);
          s.durations.push(performance.now() - (context.startedAt as number));
          s.statuses.set(status, (s.statuses.get(status) ?? 0) + 1);
        },
      },
    ],
  };
  let instance: autocannon.Instance | undefined;
  const done = new Promise<autocannon.Result>((resolve, reject) => {
    instance = autocannon(options, (err, result) => (err ? reject(err) : resolve(result)));
  });
  return { done, stop: () => instance?.stop() };
}

const percentile = (xs: number[], p: number) => {
  if (xs.length === 0) return 0;
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

const dataDirs = [mkdtempSync(path.join(os.tmpdir(), "svc-load-")), mkdtempSync(path.join(os.tmpdir(), "svc-load-"))];
const database = await createBenchPostgres(serverUrl);
const dbName = new URL(database.url).pathname.slice(1);
const instances: ChildProcess[] = [];
const monitor = new pg.Client({ connectionString: serverUrl });
try {
  let t = Date.now();
  const seedDb = prismaOnPostgres(database.url);
  await seedDemoNetwork(seedDb, { now: new Date() });
  await seedLargeNetwork(seedDb, { companies: COMPANIES });
  await seedDb.$disconnect();
  console.log(`load: seeded the demo network and ${COMPANIES} companies on PostgreSQL in ${Date.now() - t} ms`);

  const ports = [await freePort(), await freePort()];
  t = Date.now();
  for (const [i, port] of ports.entries()) instances.push(await startInstance(port, database.url, dataDirs[i]));
  console.log(`load: two instances on ports ${ports.join(" and ")} (pool max ${POOL_MAX} each), started in ${Date.now() - t} ms`);

  if (WARMUP_SECONDS > 0) await Promise.all(ports.map((port) => load(port, WARMUP_SECONDS, 2).done));
  recording = true;
  await monitor.connect();
  const samples: { at: number; total: number; active: number }[] = [];
  const sampler = setInterval(() => {
    void monitor
      .query(
        `SELECT count(*)::int AS total, count(*) FILTER (WHERE state <> 'idle')::int AS active FROM pg_stat_activity WHERE datname = $1`,
        [dbName],
      )
      .then(({ rows }) => samples.push({ at: Date.now(), total: rows[0].total, active: rows[0].active }))
      .catch(() => {});
  }, 100);

  const loadBefore = os.loadavg();
  const started = Date.now();
  let killedAt: number | null = null;
  const runs = ports.map((port) => load(port));
  // The kill, then what a load balancer does: the dead instance's clients move to the survivor. Their
  // requests in flight at the kill fail (connection errors); without the move, autocannon would retry
  // the closed port in a tight loop and take a core from the instance under test on a 2-core machine.
  const failover = new Promise<autocannon.Result | null>((resolve) => {
    if (!KILL) return resolve(null);
    setTimeout(
      () => {
        killedAt = Date.now() - started;
        instances[1].kill("SIGKILL");
        runs[1].stop();
        resolve(load(ports[0], Math.max(1, Math.round(SECONDS - killedAt / 1000))).done);
      },
      (SECONDS * 1000) / 2,
    );
  });
  const results = [...(await Promise.all(runs.map((r) => r.done))), ...[await failover].filter((r) => r !== null)];
  clearInterval(sampler);
  const elapsed = (Date.now() - started) / 1000;

  // Every write the service acknowledged (201) must be stored, whichever instance took it.
  const check = prismaOnPostgres(database.url);
  const stored = acknowledgedWrites.length ? await check.lead.count({ where: { id: { in: acknowledgedWrites } } }) : 0;
  await check.$disconnect();

  const answered = [...stats.values()].reduce((a, s) => a + s.durations.length, 0);
  const count = (pred: (status: number) => boolean) =>
    [...stats.values()].reduce((a, s) => a + [...s.statuses].filter(([k]) => pred(k)).reduce((b, [, n]) => b + n, 0), 0);
  const fivexx = count((s) => s >= 500);
  const limited = count((s) => s === 429);
  console.log(
    `\nmixed load: ${SECONDS} s, ${CONNECTIONS} connections to each of 2 instances, ` +
      `load average ${loadBefore.map((l) => l.toFixed(2)).join(" ")} before, ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(" ")} after (${os.cpus().length} cores)`,
  );
  console.log(
    `${"route".padEnd(34)} ${"share".padStart(6)} ${"answers".padStart(8)} ${"p50 ms".padStart(8)} ${"p99 ms".padStart(8)}  statuses`,
  );
  for (const [route, s] of [...stats].sort((a, b) => b[1].durations.length - a[1].durations.length)) {
    const statuses = [...s.statuses]
      .sort((a, b) => a[0] - b[0])
      .map(([k, n]) => `${k}:${n}`)
      .join(" ");
    console.log(
      `${route.padEnd(34)} ${((100 * s.durations.length) / answered).toFixed(1).padStart(5)}% ` +
        `${String(s.durations.length).padStart(8)} ${percentile(s.durations, 50).toFixed(1).padStart(8)} ` +
        `${percentile(s.durations, 99).toFixed(1).padStart(8)}  ${statuses}`,
    );
  }
  const errors = results.reduce((a, r) => a + r.errors, 0);
  const timeouts = results.reduce((a, r) => a + r.timeouts, 0);
  console.log(`throughput: ${(answered / elapsed).toFixed(0)} answers/s (${answered} in ${elapsed.toFixed(1)} s)`);
  console.log(
    `5xx: ${fivexx}   429: ${limited}   connection errors: ${errors} (timeouts ` +
      `${timeouts})${killedAt !== null ? `; instance 2 killed at ${(killedAt / 1000).toFixed(1)} s` : ""}`,
  );
  const maxTotal = Math.max(0, ...samples.map((s) => s.total));
  const maxActive = Math.max(0, ...samples.map((s) => s.active));
  // The longest stretch during which both pools' maximum of connections was in use (not merely open:
  // a pool keeps idle connections open after a burst).
  let longest = 0;
  let since: number | null = null;
  for (const s of samples) {
    if (s.active >= 2 * POOL_MAX) since ??= s.at;
    else since = null;
    if (since !== null) longest = Math.max(longest, s.at - since);
  }
  console.log(
    `database connections: at most ${maxActive} in use, ${maxTotal} open (pools' ` +
      `maximum ${2 * POOL_MAX}; longest with the maximum in use ${longest} ms)`,
  );
  console.log(
    `acknowledged writes: ${acknowledgedWrites.length}, stored: ` +
      `${stored}${stored === acknowledgedWrites.length ? " (none lost)" : " (LOST SOME)"}`,
  );
  // 429 is expected only where a limit is meant to refuse; every request has its own address, so none is.
  process.exitCode = fivexx === 0 && stored === acknowledgedWrites.length && longest <= 1000 ? 0 : 1;
} finally {
  for (const child of instances) if (child.exitCode === null) child.kill("SIGTERM");
  await monitor.end().catch(() => {});
  await new Promise((r) => setTimeout(r, 1000));
  await database.drop();
  for (const d of dataDirs) rmSync(d, { recursive: true, force: true });
}
