// Benchmark: the company profile page (GET /network/company/{slug}, server-rendered HTML) on the demo
// network plus 10,000 Network companies, against a bare node:http server doing the same reads
// (readProfileView: the record, 72 hours of readings, the AI profile) and rendering the same page body
// (ProfileBody of lib/pages) with react-dom/server's renderToString, in the same run, at 10 and 50
// connections. Target as the profile read's: at least 0.8x the baseline, p99 at most 1.5x the baseline's.
// The route also renders the site layout and Next's RSC payload; the baseline has neither.
//
//   npx tsx tests/bench/profile-page.ts            (needs a production build: npm run build)
import { randomInt } from "node:crypto";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { bareServer, benchAgainstBaseline, startReadBench } from "./_http-bench";

const COMPANIES = 10_000;
// Three days of hourly readings per company: the timeline draws the last 72 hours.
const READINGS = Number(process.env.BENCH_READINGS ?? 72);

const { seedDemoNetwork } = await import("@/lib/seed/demo-network");
const { seedLargeNetwork, largeCompanySlug } = await import("@/lib/seed/large-network");
const { readProfileView } = await import("@/lib/pages/views/profile-view");
const { ProfileBody } = await import("@/lib/pages/components/profile-page");
const { publicUrls } = await import("@/lib/pages/urls");

const app = await startReadBench("profile-page", async (db) => {
  await seedDemoNetwork(db);
  await seedLargeNetwork(db, { companies: COMPANIES, readingsPerCompany: READINGS });
});
const bare = await bareServer(async (url) => {
  const view = await readProfileView(async () => app.db, decodeURIComponent(url.pathname.slice("/network/company/".length)));
  if (view.kind !== "published") return "<!doctype html><p>not published</p>";
  return "<!doctype html>" + renderToString(createElement("html", null, createElement("body", null, createElement(ProfileBody, { view, urls: publicUrls() }))));
}, "text/html; charset=utf-8");
await benchAgainstBaseline({
  bench: "profile-page",
  label: "GET /network/company/{slug}",
  app,
  host: `localhost:${app.appPort}`,
  next: () => ({ path: `/network/company/${largeCompanySlug(randomInt(COMPANIES))}` }),
  baseline: bare,
  targetRatio: 0.8,
  maxP99Ratio: 1.5,
});
