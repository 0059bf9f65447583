// Benchmark: MCP `tools/call svc_public_trust_profile` against `GET /api/network/profile` for the same
// company, on the same server in the same run. Prints calls per second and p99 of both and their
// ratio; the target is at least 0.5 (an MCP answer carries the record plus its sections and text).
//
//   npx tsx tests/bench/mcp-profile.ts            (needs a production build: npm run build)
//   BENCH_SECONDS=20 BENCH_CONNECTIONS=20 npx tsx tests/bench/mcp-profile.ts
import { randomInt } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { freePort } from "@/tests/helpers/free-port";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const TARGET_RATIO = 0.5;
const CLIENT_HEADER = "x-bench-client";
const COMPANY = "lumen-analytics";

if (!existsSync(path.join(process.cwd(), ".next", "BUILD_ID"))) {
  console.error("mcp-profile bench: no production build; run `npm run build` first.");
  process.exit(1);
}

// Many client addresses (a trusted proxy header), so both limits are counted on every request but
// never refuse one: 600 profile reads and 150 profile calls a minute per address are far away.
const dataDir = mkdtempSync(path.join(os.tmpdir(), "svc-bench-"));
Object.assign(process.env, {
  NODE_ENV: "production",
  MAIL_TRANSPORT: "log",
  DATA_DIR: dataDir,
  TRUSTED_PROXY_HEADER: CLIENT_HEADER,
  LOG_LEVEL: "error",
  NEXT_TELEMETRY_DISABLED: "1",
});
delete process.env.REDIS_URL;

const { installBenchDb } = await import("@/tests/bench/_bench-db");
const { reportFigure } = await import("@/tests/bench/_report");
const { closeDb, getDb } = await import("@/lib/platform/db/client");
const { resetEnvCache } = await import("@/lib/platform/env");
const { seedDemoNetwork } = await import("@/lib/seed/demo-network");
const { startServer } = await import("@/lib/transports/server/start");

const randomIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

async function measure(
  label: string,
  port: number,
  request: { method: string; path: string; host: string; body?: string; headers?: Record<string, string> },
  seconds: number,
) {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      {
        setupRequest: (req) => ({
          ...req,
          method: request.method as "GET" | "POST",
          path: request.path,
          body: request.body,
          headers: { host: request.host, [CLIENT_HEADER]: randomIp(), ...request.headers },
        }),
      },
    ],
  });
  const bad = result.non2xx + result.errors + result.timeouts;
  if (bad > 0)
    throw new Error(`${label}: ${bad} requests failed (non-2xx ${result.non2xx}, errors ${result.errors}, timeouts ${result.timeouts})`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

async function main() {
  const kind = await installBenchDb();
  await seedDemoNetwork(await getDb());
  const port = await freePort();
  Object.assign(process.env, { PORT: String(port), BASE_URL: `http://localhost:${port}`, API_URL: `http://api.localhost:${port}` });
  resetEnvCache();
  const app = await startServer({ dev: false, port, hostname: "127.0.0.1", quiet: true });
  const read = { method: "GET", path: `/api/network/profile?q=${COMPANY}`, host: `localhost:${port}` };
  const call = {
    method: "POST",
    path: "/public/mcp",
    host: `api.localhost:${port}`,
    headers: { "content-type": "application/json", accept: "application/json, text/event-stream", "mcp-protocol-version": "2025-11-25" },
    body: JSON.stringify({
      jsonrpc: "2.0",
      id: 1,
      method: "tools/call",
      params: { name: "svc_public_trust_profile", arguments: { company: COMPANY } },
    }),
  };
  try {
    await measure("warm-up read", port, read, 2);
    await measure("warm-up call", port, call, 2);
    const baseline = await measure("GET /api/network/profile", port, read, SECONDS);
    const mcp = await measure("tools/call", port, call, SECONDS);
    const ratio = mcp.rps / baseline.rps;
    console.log(`mcp-profile: ${CONNECTIONS} connections, ${SECONDS} s each, company ${COMPANY}, ${kind.kind}`);
    console.log(`  GET /api/network/profile:               ${baseline.rps.toFixed(0)} req/s, p99 ${baseline.p99} ms`);
    console.log(`  tools/call svc_public_trust_profile:    ${mcp.rps.toFixed(0)} calls/s, p99 ${mcp.p99} ms`);
    console.log(`  ratio tools/call / GET: ${ratio.toFixed(2)} (target >= ${TARGET_RATIO}) ${ratio >= TARGET_RATIO ? "PASS" : "FAIL"}`);
    reportFigure({
      bench: "mcp-profile",
      case: "tools/call vs GET profile",
      unit: "req/s",
      measured: mcp.rps,
      baseline: baseline.rps,
      ratio,
      target: `>= ${TARGET_RATIO}x`,
      pass: ratio >= TARGET_RATIO,
      p99: mcp.p99,
      baselineP99: baseline.p99,
    });
    process.exitCode = ratio >= TARGET_RATIO ? 0 : 1;
  } finally {
    await app.close();
    await closeDb();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
