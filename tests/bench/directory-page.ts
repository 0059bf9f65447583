// Benchmark: the directory page (GET /network and /network?q=..., server-rendered HTML) on the demo network
// plus 10,000 Network companies, against a bare node:http server doing the same read (readDirectoryView:
// industries, one page of 20 rows, the total) and rendering the same body (DirectorySearchForm and
// DirectoryResults of lib/pages) with react-dom/server's renderToString, in the same run, at 10 and 50
// connections. As profile-page: the route from the page cache (each of the BENCH_PAGES searches, default
// 200, rendered once first) and with the cache off, side by side. Target for the cached column: at least
// 1.0x the baseline, p99 at most the baseline's.
//
//   npx tsx tests/bench/directory-page.ts          (needs a production build: npm run build)
import { randomInt } from "node:crypto";
import { createElement, Fragment } from "react";
import { renderToString } from "react-dom/server";
import { bareServer, benchAgainstBaseline, startReadBench, type BenchRequest } from "@/tests/bench/_http-bench";

const COMPANIES = 10_000;
const PAGES = Number(process.env.BENCH_PAGES ?? 200);

const { seedDemoNetwork } = await import("@/lib/seed/demo-network");
const { seedLargeNetwork, largeCompanySlug } = await import("@/lib/seed/large-network");
const { directoryQuery, readDirectoryView } = await import("@/lib/transports/pages/views/directory-view");
const { DirectoryResults, DirectorySearchForm } = await import("@/lib/transports/pages/components/directory-list");

const app = await startReadBench("directory-page", async (db) => {
  await seedDemoNetwork(db);
  await seedLargeNetwork(db, { companies: COMPANIES, readingsPerCompany: 24 });
});
// The first page of the directory, then searches that each find one company.
const pages: BenchRequest[] = [
  { path: "/network" },
  ...Array.from({ length: PAGES - 1 }, (_, i) => ({ path: `/network?q=${largeCompanySlug(i)}` })),
];
const bare = await bareServer(async (url) => {
  const view = await readDirectoryView(async () => app.db, directoryQuery(url.searchParams));
  const body = createElement(
    Fragment,
    null,
    createElement("h1", null, "Directory"),
    createElement(DirectorySearchForm, { view }),
    createElement(DirectoryResults, { view }),
  );
  return "<!doctype html>" + renderToString(createElement("html", null, createElement("body", null, body)));
}, "text/html; charset=utf-8");
await benchAgainstBaseline({
  bench: "directory-page",
  label: "GET /network?q=...",
  app,
  host: `localhost:${app.appPort}`,
  next: () => pages[randomInt(pages.length)],
  baseline: bare,
  targetRatio: 1.0,
  maxP99Ratio: 1.0,
  pageCache: { warm: pages },
});
