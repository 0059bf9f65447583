// Page HTML benchmark: median time to serve a page's HTML by `npm start` on the seeded demo network,
// against a static file of the same size served by the same server (Next's public/ folder) in the
// same run. Target: the page's median under 100 ms, the company profile page above all (it reads the
// whole record, 72 hours of readings and the AI profile on every request). On a throw-away PostgreSQL
// database seeded with the demo network when DATABASE_URL is set, else on the embedded database.
//   npx tsx tests/bench/page-html.ts        or        npm run bench -- page-html
import { spawn, type ChildProcess } from "node:child_process";
import { rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { freePort } from "@/tests/helpers/free-port";
import { createBenchPostgres, runSecrets } from "@/tests/bench/_bench-db";
import { benchDatabase, reportFigure } from "@/tests/bench/_report";

// Not /compare: it shares the compare limit (20 a minute per address), so a bench would measure refusals.
const PAGES = ["/", "/methodology", "/how-to-read", "/network", "/network/company/lumen-analytics"];
const TARGET_MEDIAN_MS = 100;
const REQUESTS = 300;

// On PostgreSQL the server does not seed: the demo network is written here first.
const postgres = process.env.DATABASE_URL ? await createBenchPostgres(process.env.DATABASE_URL) : null;
const secrets = postgres ? runSecrets() : {};
if (postgres) {
  const { prismaOnPostgres } = await import("@/lib/platform/db/client");
  const { seedDemoNetwork } = await import("@/lib/seed/demo-network");
  const db = prismaOnPostgres(postgres.url);
  await seedDemoNetwork(db, { now: new Date() });
  await db.$disconnect();
}

async function startServer(port: number, dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["bin/server.mjs"], {
    env: {
      ...process.env,
      ...secrets,
      NODE_ENV: "production",
      MAIL_TRANSPORT: "log",
      PORT: String(port),
      BASE_URL: `http://localhost:${port}`,
      API_URL: `http://api.localhost:${port}`,
      DATA_DIR: dataDir,
      DATABASE_URL: postgres?.url ?? "",
      REDIS_URL: "",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`http://localhost:${port}/api/problems`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error("server did not start");
}

function stop(child: ChildProcess) {
  if (child.pid) process.kill(-child.pid, "SIGTERM");
}

async function median(url: string): Promise<number> {
  const result = await autocannon({ url, connections: 1, amount: REQUESTS });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result.latency.p50;
}

const dataDir = path.join(os.tmpdir(), `svc-bench-pages-${process.pid}`);
const port = await freePort();
let ok = true;
// First start seeds the database and tells us each page's size; the baseline files must exist before
// the measured server starts, because Next lists public/ when it starts.
let server: ChildProcess;
try {
  server = await startServer(port, dataDir);
} catch (err) {
  await postgres?.drop();
  throw err;
}
const sizes = new Map<string, number>();
for (const page of PAGES) sizes.set(page, (await (await fetch(`http://localhost:${port}${page}`)).arrayBuffer()).byteLength);
stop(server);
const baselineFiles = PAGES.map((page, i) => {
  const file = path.join(process.cwd(), "public", `bench-baseline-${i}.html`);
  writeFileSync(file, "<!doctype html><p>" + "x".repeat(Math.max(0, sizes.get(page)! - 19)));
  return file;
});
try {
  await new Promise((r) => setTimeout(r, 1000));
  server = await startServer(port, dataDir);
  for (const [i, page] of PAGES.entries()) {
    const baseline = await median(`http://localhost:${port}/bench-baseline-${i}.html`);
    const measured = await median(`http://localhost:${port}${page}`);
    const pass = measured < TARGET_MEDIAN_MS;
    ok &&= pass;
    reportFigure({
      bench: "page-html",
      case: `${page} median`,
      unit: "ms",
      measured,
      baseline,
      ratio: measured / Math.max(baseline, 0.01),
      target: `< ${TARGET_MEDIAN_MS} ms`,
      pass,
    });
    console.log(
      `${page.padEnd(36)} ${String(sizes.get(page)).padStart(6)} bytes  median ${measured.toFixed(1)} ` +
        `ms  static file ${baseline.toFixed(1)} ms  ratio ${(measured / Math.max(baseline, 0.01)).toFixed(2)}  ` +
        `${pass ? "ok" : "OVER"} (target < ${TARGET_MEDIAN_MS} ms)`,
    );
  }
} finally {
  stop(server);
  for (const f of baselineFiles) rmSync(f, { force: true });
  rmSync(dataDir, { recursive: true, force: true });
  await postgres?.drop();
}
console.log(`page-html ran on ${benchDatabase()}`);
process.exit(ok ? 0 : 1);
