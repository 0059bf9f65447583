// Benchmark: GET /api/network/profile on a 10,000-company Network, against a bare node:http server
// doing the same database read (the same readNetworkProfile queries, JSON out, nothing else) in the
// same run. Prints requests/s and p99 for both and their ratio; the target is at least 0.5.
//
//   npx tsx tests/bench/profile-read.ts            (needs a production build: npm run build)
//   BENCH_SECONDS=20 BENCH_CONNECTIONS=20 npx tsx tests/bench/profile-read.ts
import { randomInt } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { freePort } from "../helpers/free-port";

const COMPANIES = 10_000;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const TARGET_RATIO = 0.5;
const CLIENT_HEADER = "x-bench-client";

if (!existsSync(path.join(process.cwd(), ".next", "BUILD_ID"))) {
  console.error("profile-read bench: no production build; run `npm run build` first.");
  process.exit(1);
}

// The app reads its environment once: set it before any app module loads. Each request comes from
// one of many client addresses (a trusted proxy header), so the per-client limit of 600 a minute
// is counted on every request but never refuses one.
const dataDir = mkdtempSync(path.join(os.tmpdir(), "svc-bench-"));
Object.assign(process.env, { NODE_ENV: "production", DATA_DIR: dataDir, TRUSTED_PROXY_HEADER: CLIENT_HEADER, LOG_LEVEL: "error", NEXT_TELEMETRY_DISABLED: "1" });
delete process.env.DATABASE_URL;
delete process.env.REDIS_URL;

const { PGlite } = await import("@electric-sql/pglite");
const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
const { installDb, migrationsDir, prismaOnPglite, closeDb } = await import("@/lib/db/client");
const { applyMigrations } = await import("@/lib/db/migrate");
const { pgliteMigrationDriver } = await import("@/lib/db/migration-drivers");
const { resetEnvCache } = await import("@/lib/env");
const { seedDemoNetwork } = await import("@/lib/seed/demo-network");
const { seedLargeNetwork, largeCompanySlug } = await import("@/lib/seed/large-network");
const { profileLookup } = await import("@/lib/network/profile/profile-query");
const { readNetworkProfile } = await import("@/lib/network/profile/read-network-profile");
const { startServer } = await import("@/lib/server/start");

/** The baseline: node:http, the same store read, JSON out. No middleware, wrapper, limit or schema check. */
function bareServer(db: Awaited<ReturnType<typeof prismaOnPglite>>): http.Server {
  return http.createServer(async (req, res) => {
    const q = new URL(req.url ?? "/", "http://bench").searchParams.get("q") ?? "";
    const body = await readNetworkProfile(db, { lookup: profileLookup(q), contract: 2, requested: 2 });
    res.writeHead(200, { "content-type": "application/json; charset=utf-8" });
    res.end(JSON.stringify(body));
  });
}

async function measure(label: string, port: number, host: string, seconds: number) {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      {
        setupRequest: (req) => ({
          ...req,
          method: "GET",
          path: `/api/network/profile?q=${largeCompanySlug(randomInt(COMPANIES))}`,
          headers: { host, [CLIENT_HEADER]: `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}` },
        }),
      },
    ],
  });
  const bad = result.non2xx + result.errors + result.timeouts;
  if (bad > 0) throw new Error(`${label}: ${bad} requests failed (non-2xx ${result.non2xx}, errors ${result.errors}, timeouts ${result.timeouts})`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

async function main() {
  let t = Date.now();
  const raw = new PGlite({ extensions: { pg_trgm } });
  await applyMigrations(pgliteMigrationDriver(raw), migrationsDir());
  const db = prismaOnPglite(raw);
  installDb({ kind: "pglite", client: Promise.resolve(db), close: async () => { await db.$disconnect(); await raw.close(); } });
  await seedDemoNetwork(db);
  await seedLargeNetwork(db, { companies: COMPANIES });
  console.log(`profile-read: seeded ${COMPANIES} companies (plus the demo network) on embedded PGlite in ${Date.now() - t} ms`);

  const appPort = await freePort();
  Object.assign(process.env, { PORT: String(appPort), BASE_URL: `http://localhost:${appPort}`, API_URL: `http://api.localhost:${appPort}` });
  resetEnvCache();
  const app = await startServer({ dev: false, port: appPort, hostname: "127.0.0.1", quiet: true });
  const bare = bareServer(db);
  await new Promise<void>((r) => bare.listen(0, "127.0.0.1", r));
  const barePort = (bare.address() as AddressInfo).port;

  try {
    t = Date.now();
    await measure("warm-up baseline", barePort, `localhost:${barePort}`, 2);
    await measure("warm-up route", appPort, `localhost:${appPort}`, 2);
    const baseline = await measure("baseline", barePort, `localhost:${barePort}`, SECONDS);
    const route = await measure("route", appPort, `localhost:${appPort}`, SECONDS);
    const ratio = route.rps / baseline.rps;
    console.log(`profile-read: ${CONNECTIONS} connections, ${SECONDS} s each, random companies of ${COMPANIES}`);
    console.log(`  baseline (bare node:http, same read): ${baseline.rps.toFixed(0)} req/s, p99 ${baseline.p99} ms`);
    console.log(`  GET /api/network/profile:             ${route.rps.toFixed(0)} req/s, p99 ${route.p99} ms`);
    console.log(`  ratio route/baseline: ${ratio.toFixed(2)} (target >= ${TARGET_RATIO}) ${ratio >= TARGET_RATIO ? "PASS" : "FAIL"}`);
    process.exitCode = ratio >= TARGET_RATIO ? 0 : 1;
  } finally {
    await new Promise((r) => bare.close(r));
    await app.close();
    await closeDb();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
