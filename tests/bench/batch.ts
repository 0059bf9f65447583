// Benchmark: POST /api/network/batch (25 random companies of a 2,000-company Network) against a bare
// node:http server doing the same readBatch in the same run, at 10 and 50 connections. Target: at
// least 0.8x the baseline. PostgreSQL (throw-away database) when DATABASE_URL is set, else PGlite.
//   npx tsx tests/bench/batch.ts        or        npm run bench -- batch
import { randomInt } from "node:crypto";
import { bareServer, benchAgainstBaseline, startReadBench } from "@/tests/bench/_http-bench";

const COMPANIES = 2_000;
const PER_BATCH = 25;

const { seedLargeNetwork, largeCompanySlug } = await import("@/lib/seed/large-network");
const { readBatch } = await import("@/lib/batch/read-batch");

const app = await startReadBench("batch", (db) => seedLargeNetwork(db, { companies: COMPANIES }).then(() => undefined));
const bare = await bareServer((_url, body) => {
  const targets = (JSON.parse(body) as { targets: string[] }).targets.map((q) => ({ q }));
  return readBatch(app.db, targets, { now: new Date(), baseUrl: process.env.BASE_URL! });
});
await benchAgainstBaseline({
  bench: "batch",
  label: `POST /api/network/batch (${PER_BATCH})`,
  app,
  host: `localhost:${app.appPort}`,
  next: () => ({
    method: "POST",
    path: "/api/network/batch",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ targets: Array.from({ length: PER_BATCH }, () => largeCompanySlug(randomInt(COMPANIES))) }),
  }),
  baseline: bare,
  targetRatio: 0.8,
});
