// Benchmark: GET /api/compare (four random companies of a 2,000-company Network) against a bare
// node:http server doing the same readComparison in the same run, at 10 and 50 connections. Every
// request comes from its own client address, so the compare limit (20 a minute) counts but never
// refuses. Target: at least 0.8x. PostgreSQL (throw-away database) when DATABASE_URL is set, else PGlite.
//   npx tsx tests/bench/compare.ts        or        npm run bench -- compare
import { randomInt } from "node:crypto";
import { bareServer, benchAgainstBaseline, startReadBench } from "@/tests/bench/_http-bench";

const COMPANIES = 2_000;

const { seedLargeNetwork, largeCompanySlug } = await import("@/lib/seed/large-network");
const { readComparison } = await import("@/lib/compare/read-comparison");
const { parseCompareRequest } = await import("@/lib/compare/parse-compare-request");

const app = await startReadBench("compare", (db) => seedLargeNetwork(db, { companies: COMPANIES }).then(() => undefined));
const bare = await bareServer((url) => readComparison(app.db, parseCompareRequest({ handles: url.searchParams.get("handles") ?? "" })));
await benchAgainstBaseline({
  bench: "compare",
  label: "GET /api/compare (4 companies)",
  app,
  host: `localhost:${app.appPort}`,
  next: () => ({ path: `/api/compare?handles=${Array.from({ length: 4 }, () => largeCompanySlug(randomInt(COMPANIES))).join(",")}` }),
  baseline: bare,
  targetRatio: 0.8,
});
