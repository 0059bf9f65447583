// Shared set-up of the HTTP read benchmarks (profile read, batch, compare, public trust): the production
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
import type { Db } from "@/lib/db/client";
import { freePort } from "../helpers/free-port";
import { benchDatabase, reportFigure } from "./_report";

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
    DATA_DIR: dataDir,
    TRUSTED_PROXY_HEADER: CLIENT_HEADER,
    LOG_LEVEL: "error",
    NEXT_TELEMETRY_DISABLED: "1",
  });
  delete process.env.REDIS_URL;
  const { installBenchDb } = await import("./_bench-db");
  const { currentDbHolder, installDb, closeDb } = await import("@/lib/db/client");
  const { resetEnvCache } = await import("@/lib/env");
  const { startServer } = await import("@/lib/server/start");

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
  Object.assign(process.env, { PORT: String(appPort), BASE_URL: `http://localhost:${appPort}`, API_URL: `http://api.localhost:${appPort}` });
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
          return { ...req, method: r.method ?? "GET", path: r.path, body: r.body, headers: { host, [CLIENT_HEADER]: clientAddress(), ...r.headers } };
        },
      },
    ],
  });
  // A request that failed or timed out (30 s: an overloaded machine) is counted, not hidden: the pair fails.
  const failed = result.non2xx + result.errors + result.timeouts;
  if (failed > 0) console.log(`${label}: ${failed} requests failed (non-2xx ${result.non2xx}, errors ${result.errors}, timeouts ${result.timeouts})`);
  return { rps: result.requests.average, p99: result.latency.p99, failed };
}

/** A bare node:http server: the request's store read, JSON out; no middleware, wrapper, limit or schema check. */
export async function bareServer(handle: (url: URL, body: string) => Promise<unknown>): Promise<{ port: number; close(): Promise<void> }> {
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = await handle(new URL(req.url ?? "/", "http://bench"), Buffer.concat(chunks).toString("utf8"));
    res.writeHead(200, { "content-type": "application/json; charset=utf-8" });
    res.end(JSON.stringify(body));
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return { port: (server.address() as AddressInfo).port, close: () => new Promise((r) => server.close(() => r())) };
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
    const res = await fetch(`http://127.0.0.1:${bench.appPort}${r.path}`, {
      method: r.method ?? "GET",
      body: r.body,
      headers: { host, [CLIENT_HEADER]: clientAddress(), ...r.headers },
    });
    await res.arrayBuffer();
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
  const q = await queriesPerRequest(b, host, next);
  console.log(`${o.bench}: ${o.label} issues ${q.median} queries per request (median of 20; range ${q.min}..${q.max})`);
  let ok = true;
  for (const connections of CONNECTIONS) {
    const baseline = await measure("baseline", o.baseline.port, baselineHost, next, SECONDS, connections);
    const route = await measure("route", b.appPort, host, next, SECONDS, connections);
    const ratio = route.rps / baseline.rps;
    const p99Ok = o.maxP99Ratio === undefined || route.p99 <= o.maxP99Ratio * Math.max(baseline.p99, 1);
    const pass = ratio >= o.targetRatio && p99Ok && baseline.failed + route.failed === 0;
    ok &&= pass;
    const target = `>= ${o.targetRatio}x${o.maxP99Ratio ? `, p99 <= ${o.maxP99Ratio}x` : ""}`;
    console.log(`${o.bench} on ${benchDatabase()}: ${connections} connections, ${SECONDS} s each`);
    console.log(`  baseline (bare node:http, same read): ${baseline.rps.toFixed(0)} req/s, p99 ${baseline.p99} ms`);
    console.log(`  ${o.label.padEnd(36)} ${route.rps.toFixed(0)} req/s, p99 ${route.p99} ms`);
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
  }
  return ok;
}
