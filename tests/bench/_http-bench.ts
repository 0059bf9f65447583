// Shared set-up of the HTTP read benchmarks (profile read, public trust, batch, compare): the production
// build in this process on a seeded Network (a throw-away PostgreSQL database when DATABASE_URL is set,
// else in-memory PGlite), a bare node:http baseline doing the same store read, autocannon against both
// at each connection count, and the route's queries per request counted on the installed client.
import { randomInt } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import type { Db } from "@/lib/platform/db/client";
import { freePort } from "@/tests/helpers/free-port";
import { printGap, startCpuProfile } from "@/tests/bench/_cpu-profile";
import { benchDatabase, reportFigure } from "@/tests/bench/_report";

export const CLIENT_HEADER = "x-bench-client";
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** Connection counts to measure at, e.g. BENCH_CONNECTIONS=10,50. */
export const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? "10,50").split(",").map(Number);

export interface BenchRequest {
  method?: "GET" | "POST";
  path: string;
  body?: string;
  headers?: Record<string, string>;
}

export interface ReadBench {
  db: Db;
  appPort: number;
  /** Queries issued through the installed client since start-up. */
  queries(): number;
  close(): Promise<void>;
}

/** A random client address per request (a trusted proxy header), so per-client limits count but never refuse. */
function clientAddress(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

export async function startReadBench(name: string, seed: (db: Db) => Promise<void>): Promise<ReadBench> {
  if (!existsSync(path.join(process.cwd(), ".next", "BUILD_ID"))) {
    console.error(`${name} bench: no production build; run \`npm run build\` first.`);
    process.exit(1);
  }
  // The app reads its environment once: set it before any app module loads.
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "svc-bench-"));
  Object.assign(process.env, {
    NODE_ENV: "production",
    MAIL_TRANSPORT: "log",
    DATA_DIR: dataDir,
    TRUSTED_PROXY_HEADER: CLIENT_HEADER,
    LOG_LEVEL: "error",
    NEXT_TELEMETRY_DISABLED: "1",
  });
  // Seeding 10,000 companies' readings writes batches that outlast the app's 3 s statement timeout on a
  // loaded machine; the reads measured here take milliseconds either way.
  process.env.DB_STATEMENT_TIMEOUT_MS ||= "600000";
  delete process.env.REDIS_URL;
  const { installBenchDb, runSecrets } = await import("@/tests/bench/_bench-db");
  // A shared (PostgreSQL) database needs the secrets every instance shares: fresh ones for this run.
  for (const [k, v] of Object.entries(runSecrets())) process.env[k] ||= v;
  const { currentDbHolder, installDb, closeDb } = await import("@/lib/platform/db/client");
  const { resetEnvCache } = await import("@/lib/platform/env");
  const { startServer } = await import("@/lib/transports/server/start");

  const t = Date.now();
  await installBenchDb();
  const holder = currentDbHolder();
  const raw = await holder.client;
  await seed(raw);
  console.log(`${name}: seeded on ${benchDatabase()} in ${Date.now() - t} ms`);
  let count = 0;
  const counted = raw.$extends({ query: { $allOperations: ({ args, query }) => (count++, query(args)) } }) as unknown as Db;
  installDb({ ...holder, client: Promise.resolve(counted) });

  const appPort = await freePort();
  Object.assign(process.env, {
    PORT: String(appPort),
    BASE_URL: `http://localhost:${appPort}`,
    API_URL: `http://api.localhost:${appPort}`,
  });
  resetEnvCache();
  const app = await startServer({ dev: false, port: appPort, hostname: "127.0.0.1", quiet: true });
  return {
    db: counted,
    appPort,
    queries: () => count,
    close: async () => {
      await app.close();
      await closeDb();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function measure(label: string, port: number, host: string, next: () => BenchRequest, seconds: number, connections: number) {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections,
    duration: seconds,
    timeout: 30,
    requests: [
      {
        setupRequest: (req) => {
          const r = next();
          return {
            ...req,
            method: r.method ?? "GET",
            path: r.path,
            body: r.body,
            headers: { host, [CLIENT_HEADER]: clientAddress(), ...r.headers },
          };
        },
      },
    ],
  });
  // A request that failed or timed out (30 s: an overloaded machine) is counted, not hidden: the pair fails.
  const failed = result.non2xx + result.errors + result.timeouts;
  if (failed > 0)
    console.log(`${label}: ${failed} requests failed (non-2xx ${result.non2xx}, errors ${result.errors}, timeouts ${result.timeouts})`);
  return { rps: result.requests.average, p99: result.latency.p99, failed, answered: result.requests.total };
}

type Measured = Awaited<ReturnType<typeof measure>>;

/** Two equal windows as one: their mean rate, the worse p99 (the same rule for baseline and route). */
function combine(a: Measured, b: Measured): Measured {
  return { rps: (a.rps + b.rps) / 2, p99: Math.max(a.p99, b.p99), failed: a.failed + b.failed, answered: a.answered + b.answered };
}

/**
 * A bare node:http server: the request's store read, JSON out (or, when the handler returns a string, that
 * text as `contentType`); no middleware, wrapper, limit or schema check.
 */
export async function bareServer(
  handle: (url: URL, body: string, headers: http.IncomingHttpHeaders) => Promise<unknown>,
  contentType = "application/json; charset=utf-8",
): Promise<{ port: number; close(): Promise<void> }> {
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    try {
      const body = await handle(new URL(req.url ?? "/", "http://bench"), Buffer.concat(chunks).toString("utf8"), req.headers);
      res.writeHead(200, { "content-type": contentType });
      res.end(typeof body === "string" ? body : JSON.stringify(body));
    } catch (err) {
      // Counted as a failed request by measure(), which fails the pair. Requests still queued when the
      // bench ends fail quietly: their database is gone.
      if (!closing) console.error(err);
      res.writeHead(500).end();
    }
  });
  let closing = false;
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return {
    port: (server.address() as AddressInfo).port,
    close: () => ((closing = true), new Promise((r) => server.close(() => r()))),
  };
}

/**
 * How many queries one request issues, from a few sequential requests: the median, and the range (a
 * request that first loads a process-wide cache issues more).
 */
export async function queriesPerRequest(
  bench: ReadBench,
  host: string,
  next: () => BenchRequest,
  n = 20,
): Promise<{ median: number; min: number; max: number }> {
  const counts: number[] = [];
  for (let i = 0; i < n; i++) {
    const r = next();
    const before = bench.queries();
    // node:http, not fetch: fetch drops a Host header it is given, and the API host is chosen by it.
    await new Promise<void>((resolve, reject) => {
      const req = http.request(
        {
          host: "127.0.0.1",
          port: bench.appPort,
          path: r.path,
          method: r.method ?? "GET",
          headers: { host, [CLIENT_HEADER]: clientAddress(), ...r.headers },
        },
        (res) => res.resume().on("end", resolve).on("error", reject),
      );
      req.on("error", reject);
      req.end(r.body);
    });
    counts.push(bench.queries() - before);
  }
  const sorted = [...counts].sort((a, b) => a - b);
  return { median: sorted[Math.floor(n / 2)], min: sorted[0], max: sorted[n - 1] };
}

export interface CompareOptions {
  bench: string;
  label: string;
  app: ReadBench;
  host: string;
  next: () => BenchRequest;
  baseline: { port: number; close(): Promise<void> };
  targetRatio: number;
  /** The route's p99 may be at most this multiple of the baseline's (when set). */
  maxP99Ratio?: number;
  /**
   * A page bench (issue 35): the route is measured from the page cache (every page it asks for rendered
   * once before), and again with the cache off (PAGE_CACHE=off: Next renders every request), side by side
   * with the bare baseline. The target applies to the cached column.
   */
  pageCache?: { warm: BenchRequest[] };
}

/** Asks for each page once (8 at a time), so the cached column measures the cache, not its filling. */
async function warmPages(port: number, host: string, pages: BenchRequest[]): Promise<void> {
  let i = 0;
  const one = (req: BenchRequest) =>
    new Promise<void>((resolve, reject) => {
      http
        .get({ host: "127.0.0.1", port, path: req.path, headers: { host, ...req.headers } }, (res) => {
          res.resume();
          res.on("end", () => resolve());
        })
        .on("error", reject);
    });
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (i < pages.length) await one(pages[i++]);
    }),
  );
}

async function withPageCache<T>(on: boolean, fn: () => Promise<T>): Promise<T> {
  const { resetEnvCache } = await import("@/lib/platform/env");
  process.env.PAGE_CACHE = on ? "on" : "off";
  resetEnvCache();
  try {
    return await fn();
  } finally {
    process.env.PAGE_CACHE = "on";
    resetEnvCache();
  }
}

/**
 * Measures the baseline then the route at every connection count, prints and reports each pair, sets
 * the exit code from their targets, and closes both servers.
 */
export async function benchAgainstBaseline(o: CompareOptions): Promise<void> {
  try {
    process.exitCode = (await compareToBaseline(o)) ? 0 : 1;
  } finally {
    await o.baseline.close();
    await o.app.close();
  }
}

async function compareToBaseline(o: CompareOptions): Promise<boolean> {
  const { app: b, host, next } = o;
  const baselineHost = `localhost:${o.baseline.port}`;
  await measure("warm-up baseline", o.baseline.port, baselineHost, next, 2, 10);
  await measure("warm-up route", b.appPort, host, next, 2, 10);
  if (o.pageCache) {
    const t = Date.now();
    await warmPages(b.appPort, host, o.pageCache.warm);
    console.log(`${o.bench}: ${o.pageCache.warm.length} pages rendered into the page cache in ${Date.now() - t} ms`);
  }
  const q = await queriesPerRequest(b, host, next);
  console.log(`${o.bench}: ${o.label} issues ${q.median} queries per request (median of 20; range ${q.min}..${q.max})`);
  let ok = true;
  for (const connections of CONNECTIONS) {
    // Baseline, route, route, baseline, each for half the time: on a shared machine whose load drifts
    // during a run, both sides see the same drift. Queries per answer come from the query log over the
    // route's and the baseline's windows (a cache that refreshes under load shows here).
    const half = SECONDS / 2;
    const queries = { baseline: 0, route: 0 };
    // The process's own CPU time (user + system) over each side's windows: unlike the rate, it does not
    // count time the process waited for a core, so on a shared machine it compares the two sides' work.
    const cpuMs = { baseline: 0, route: 0 };
    const timed = async (side: "baseline" | "route") => {
      const q0 = b.queries();
      const c0 = process.cpuUsage();
      const r =
        side === "baseline"
          ? await measure("baseline", o.baseline.port, baselineHost, next, half, connections)
          : await measure("route", b.appPort, host, next, half, connections);
      const c = process.cpuUsage(c0);
      cpuMs[side] += (c.user + c.system) / 1000;
      queries[side] += b.queries() - q0;
      return r;
    };
    const b1 = await timed("baseline");
    // BENCH_CPU_PROFILE: the route's measured windows, then the second baseline window, one profile each.
    const stopRoute = await startCpuProfile(`${o.bench}-${benchDatabase()}-${connections}`);
    const r1 = await timed("route");
    const r2 = await timed("route");
    const routeProfile = await stopRoute();
    const stopBaseline = await startCpuProfile(`${o.bench}-${benchDatabase()}-${connections}-baseline`);
    const b2 = await timed("baseline");
    printGap(await stopBaseline(), b2.answered, routeProfile, r1.answered + r2.answered);
    const baseline = combine(b1, b2);
    const route = combine(r1, r2);
    // The same route with the cache off, for the side-by-side column (not part of the target).
    const uncached = o.pageCache
      ? await withPageCache(false, () => measure("route, cache off", b.appPort, host, next, SECONDS, connections))
      : null;
    const ratio = route.rps / baseline.rps;
    const p99Ok = o.maxP99Ratio === undefined || route.p99 <= o.maxP99Ratio * Math.max(baseline.p99, 1);
    const pass = ratio >= o.targetRatio && p99Ok && baseline.failed + route.failed === 0;
    ok &&= pass;
    const target = `>= ${o.targetRatio}x${o.maxP99Ratio ? `, p99 <= ${o.maxP99Ratio}x` : ""}`;
    console.log(
      `${o.bench} on ${benchDatabase()}: ${connections} connections, ${SECONDS} s each (two halves, baseline-route-route-baseline)`,
    );
    console.log(`  baseline (bare node:http, same read): ${baseline.rps.toFixed(0)} req/s, p99 ${baseline.p99} ms`);
    console.log(
      `  ${(o.pageCache ? `${o.label}, from the page cache` : o.label).padEnd(36)} ${route.rps.toFixed(0)} req/s, p99 ${route.p99} ms`,
    );
    if (uncached)
      console.log(`  ${`${o.label}, cache off (rendered each time)`.padEnd(36)} ${uncached.rps.toFixed(0)} req/s, p99 ${uncached.p99} ms`);
    console.log(
      `  queries per answer over the windows: baseline ${(queries.baseline / Math.max(baseline.answered, 1)).toFixed(2)}, ` +
        `route ${(queries.route / Math.max(route.answered, 1)).toFixed(2)}`,
    );
    const cpuPerAnswer = (side: "baseline" | "route", m: Measured) => (cpuMs[side] / Math.max(m.answered, 1)).toFixed(2);
    console.log(
      `  process CPU per answer (ms, the load generator's share included on both sides): ` +
        `baseline ${cpuPerAnswer("baseline", baseline)}, route ${cpuPerAnswer("route", route)}`,
    );
    console.log(`  ratio route/baseline: ${ratio.toFixed(2)} (target ${target}) ${pass ? "PASS" : "FAIL"}`);
    reportFigure({
      bench: o.bench,
      case: `${o.label} @${connections}`,
      unit: "req/s",
      measured: route.rps,
      baseline: baseline.rps,
      ratio,
      target,
      pass,
      p99: route.p99,
      baselineP99: baseline.p99,
      queriesPerRequest: q.median,
    });
    if (uncached) {
      reportFigure({
        bench: o.bench,
        case: `${o.label}, cache off @${connections}`,
        unit: "req/s",
        measured: uncached.rps,
        baseline: baseline.rps,
        ratio: uncached.rps / baseline.rps,
        target: "(side by side, no target)",
        pass: true,
        p99: uncached.p99,
        baselineP99: baseline.p99,
      });
    }
  }
  return ok;
}
