// Benchmark: the company profile page (GET /network/company/{slug}, server-rendered HTML) on the demo
// network plus 10,000 Network companies, against a bare node:http server doing the same reads
// (readProfileView: the record, 72 hours of readings, the AI profile) and rendering the same page body
// (ProfileBody of lib/pages) with react-dom/server's renderToString, in the same run, at 10 and 50
// connections. The route is measured from the page cache (issue 35: the pages asked for are rendered once
// first) and, side by side, with the cache off (Next renders every request). Target, for the cached
// column: at least 1.0x the baseline, p99 at most the baseline's. The route also renders the site layout
// and Next's RSC payload; the baseline has neither. BENCH_PAGES (default 1,000) companies are asked for:
// the pages a cache keeps warm; every one of them is rendered once before the measured windows.
//
//   npx tsx tests/bench/profile-page.ts            (needs a production build: npm run build)
import { randomInt } from "node:crypto";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { bareServer, benchAgainstBaseline, startReadBench } from "@/tests/bench/_http-bench";

const COMPANIES = 10_000;
// Three days of hourly readings per company: the timeline draws the last 72 hours.
const READINGS = Number(process.env.BENCH_READINGS ?? 72);
const PAGES = Math.min(COMPANIES, Number(process.env.BENCH_PAGES ?? 1_000));

const { seedDemoNetwork } = await import("@/lib/seed/demo-network");
const { seedLargeNetwork, largeCompanySlug } = await import("@/lib/seed/large-network");
const { readProfileView } = await import("@/lib/transports/pages/views/profile-view");
const { ProfileBody } = await import("@/lib/transports/pages/components/profile-page");
const { publicUrls } = await import("@/lib/site/urls");

const app = await startReadBench("profile-page", async (db) => {
  await seedDemoNetwork(db);
  await seedLargeNetwork(db, { companies: COMPANIES, readingsPerCompany: READINGS });
});
const bare = await bareServer(async (url) => {
  const view = await readProfileView(async () => app.db, decodeURIComponent(url.pathname.slice("/network/company/".length)));
  if (view.kind !== "published") return "<!doctype html><p>not published</p>";
  return (
    "<!doctype html>" +
    renderToString(createElement("html", null, createElement("body", null, createElement(ProfileBody, { view, urls: publicUrls() }))))
  );
}, "text/html; charset=utf-8");
await benchAgainstBaseline({
  bench: "profile-page",
  label: "GET /network/company/{slug}",
  app,
  host: `localhost:${app.appPort}`,
  next: () => ({ path: `/network/company/${largeCompanySlug(randomInt(PAGES))}` }),
  baseline: bare,
  targetRatio: 1.0,
  maxP99Ratio: 1.0,
  pageCache: { warm: Array.from({ length: PAGES }, (_, i) => ({ path: `/network/company/${largeCompanySlug(i)}` })) },
});
