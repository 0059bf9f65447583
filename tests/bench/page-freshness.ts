// Benchmark (issue 35): how soon a committed record version reaches the cached company page on two
// instances (the production build, `lib/transports/server/main.ts`) sharing one PostgreSQL database (a throw-away one
// on DATABASE_URL's server) and one private redis-server. BENCH_CHANGES (default 1,000) times: rename a
// company and publish a record version from this process, then ask both instances for the page, one after
// the other, until both show the new name; the time from the commit to the second one is one sample.
// Once both have, each is asked once more: an old name then is a stale answer (counted; must be 0). For
// the last fifth of the changes the Redis is stopped: the figure of that phase is printed on its own.
// PostgreSQL only (two processes cannot share the embedded database).
//   DATABASE_URL=postgresql://postgres@127.0.0.1:5432/postgres npx tsx tests/bench/page-freshness.ts
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { freePort } from "@/tests/helpers/free-port";
import { startPrivateRedis } from "@/tests/profile/second-instance";
import { createBenchPostgres, runSecrets } from "@/tests/bench/_bench-db";
import { benchDatabase, reportFigure } from "@/tests/bench/_report";

const CHANGES = Number(process.env.BENCH_CHANGES ?? 1_000);
const SLUG = "lumen-analytics";
const PAGE = `/network/company/${SLUG}`;

const serverUrl = process.env.DATABASE_URL;
if (!serverUrl) {
  console.log("page-freshness: two instances need a shared PostgreSQL database (DATABASE_URL); nothing to measure on the embedded one.");
  process.exit(0);
}
if (!existsSync(path.join(process.cwd(), ".next", "BUILD_ID"))) {
  console.error("page-freshness: no production build; run `npm run build` first.");
  process.exit(1);
}
(process.env as Record<string, string>).NODE_ENV ??= "production";
const { prismaOnPostgres } = await import("@/lib/platform/db/client");
const { seedDemoNetwork } = await import("@/lib/seed/demo-network");
const { publishRecordVersion } = await import("@/lib/network/publish-version");

const SECRETS = runSecrets();
const bench = await createBenchPostgres(serverUrl);
const db = prismaOnPostgres(bench.url);
await seedDemoNetwork(db);
const company = await db.company.findUniqueOrThrow({ where: { slug: SLUG }, select: { id: true } });
const redis = await startPrivateRedis();
const dataDir = mkdtempSync(path.join(os.tmpdir(), "svc-freshness-"));

async function startInstance(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["bin/server.mjs"], {
    env: {
      ...process.env,
      ...SECRETS,
      NODE_ENV: "production",
      // Production refuses to start without SMTP_URL unless mail is meant for the log (issue 30).
      MAIL_TRANSPORT: "log",
      PORT: String(port),
      BASE_URL: `http://localhost:${port}`,
      API_URL: `http://api.localhost:${port}`,
      DATABASE_URL: bench.url,
      REDIS_URL: redis.url,
      DATA_DIR: path.join(dataDir, String(port)),
      JOBS: "off",
      LOG_LEVEL: "error",
      NEXT_TELEMETRY_DISABLED: "1",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`instance on port ${port} exited with ${child.exitCode}`);
    if ((await get(port, "/api/problems").catch(() => ({ status: 0, body: "" }))).status === 200) return child;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`instance on port ${port} did not start`);
}

const agent = new http.Agent({ keepAlive: true });
function get(port: number, p: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path: p, agent, headers: { host: `localhost:${port}` } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8") }));
      })
      .on("error", reject);
  });
}

const ports = [await freePort(), await freePort()];
const instances = [await startInstance(ports[0]), await startInstance(ports[1])];

function percentile(sorted: number[], p: number): number {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN;
}

interface Phase {
  samples: number[];
  stale: number;
  errors: number;
}

async function change(i: number, phase: Phase): Promise<void> {
  const name = `Lumen Analytics v${i}`;
  await db.company.update({ where: { id: company.id }, data: { name } });
  await publishRecordVersion(db, company.id);
  const t0 = performance.now();
  const pending = new Set(ports);
  while (pending.size) {
    for (const port of [...pending]) {
      const res = await get(port, PAGE);
      if (res.status >= 500) phase.errors++;
      if (res.body.includes(`<h1>${name}</h1>`)) pending.delete(port);
    }
    if (performance.now() - t0 > 10_000) throw new Error(`change ${i}: not served by both instances within 10 s`);
  }
  phase.samples.push(performance.now() - t0);
  for (const port of ports) {
    const res = await get(port, PAGE);
    if (res.status >= 500) phase.errors++;
    if (!res.body.includes(`<h1>${name}</h1>`)) phase.stale++;
  }
}

const phases: { label: string; phase: Phase; count: number }[] = [
  { label: "Redis up", phase: { samples: [], stale: 0, errors: 0 }, count: CHANGES - Math.floor(CHANGES / 5) },
  { label: "Redis stopped", phase: { samples: [], stale: 0, errors: 0 }, count: Math.floor(CHANGES / 5) },
];
let ok = true;
try {
  // Both instances render the page once before the first change.
  for (const port of ports) await get(port, PAGE);
  let i = 0;
  for (const { label, phase, count } of phases) {
    if (label === "Redis stopped") await redis.stop();
    for (let n = 0; n < count; n++) await change(++i, phase);
    const sorted = [...phase.samples].sort((a, b) => a - b);
    const p50 = percentile(sorted, 50);
    const p99 = percentile(sorted, 99);
    const pass = p99 < 1000 && phase.stale === 0 && phase.errors === 0;
    ok &&= pass;
    console.log(
      `page-freshness on ${benchDatabase()}, ${label}: ${count} changes, commit to both instances serving it: p50 ${p50.toFixed(1)} ` +
        `ms, p99 ${p99.toFixed(1)} ms; stale answers after: ${phase.stale}; 5xx: ${phase.errors} ${pass ? "PASS" : "FAIL"}`,
    );
    reportFigure({
      bench: "page-freshness",
      case: `${label}: commit to both instances (p50 ms)`,
      unit: "ms",
      measured: p50,
      baseline: 1000,
      ratio: p99 / 1000,
      target: "p99 < 1000 ms, 0 stale, 0 5xx",
      pass,
      p99,
    });
  }
} finally {
  for (const child of instances) child.kill("SIGTERM");
  await redis.stop().catch(() => undefined);
  agent.destroy();
  await db.$disconnect();
  await bench.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exitCode = ok ? 0 : 1;
