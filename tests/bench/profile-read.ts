// Benchmark: GET /api/network/profile on a 10,000-company Network, against a bare node:http server
// doing the same database read (the same readNetworkProfile queries, JSON out, nothing else) in the
// same run, at 10 and 50 connections. Prints requests/s, p99, the queries one request issues and the
// ratio. Target: at least 0.8x the baseline with p99 at most 1.5x the baseline's.
// Runs on PostgreSQL (a throw-away database) when DATABASE_URL is set, else on in-memory PGlite.
//
//   npx tsx tests/bench/profile-read.ts            (needs a production build: npm run build)
//   BENCH_SECONDS=20 BENCH_CONNECTIONS=10,50 npx tsx tests/bench/profile-read.ts
import { randomInt } from "node:crypto";
import { bareServer, benchAgainstBaseline, startReadBench } from "@/tests/bench/_http-bench";

const COMPANIES = 10_000;
// Thirty days of hourly readings per read company (issue 14): the read path must not notice them.
const READINGS = Number(process.env.BENCH_READINGS ?? 720);

const { seedDemoNetwork } = await import("@/lib/seed/demo-network");
const { seedLargeNetwork, largeCompanySlug } = await import("@/lib/seed/large-network");
const { profileLookup } = await import("@/lib/network/profile/profile-query");
const { readNetworkProfile } = await import("@/lib/network/profile/read-network-profile");

const app = await startReadBench("profile-read", async (db) => {
  await seedDemoNetwork(db);
  await seedLargeNetwork(db, { companies: COMPANIES, readingsPerCompany: READINGS });
});
const bare = await bareServer((url) =>
  readNetworkProfile(app.db, { lookup: profileLookup(url.searchParams.get("q") ?? ""), contract: 2, requested: 2 }),
);
await benchAgainstBaseline({
  bench: "profile-read",
  label: "GET /api/network/profile",
  app,
  host: `localhost:${app.appPort}`,
  next: () => ({ path: `/api/network/profile?q=${largeCompanySlug(randomInt(COMPANIES))}` }),
  baseline: bare,
  targetRatio: 0.8,
  maxP99Ratio: 1.5,
});
