// Benchmark: GET /public/trust/{slug} on the API host (the deprecated worker read, which records a view on
// every read) on the demo network plus 10,000 Network companies, against a bare node:http server doing the
// same queries (resolve the company, build the trust profile, record the view; JSON out, nothing else) in
// the same run, at 10 and 50 connections. Target as the profile read's: at least 0.8x the baseline with
// p99 at most 1.5x the baseline's. PostgreSQL when DATABASE_URL is set, else in-memory PGlite.
//
//   npx tsx tests/bench/public-trust.ts            (needs a production build: npm run build)
import { randomInt } from "node:crypto";
import { bareServer, benchAgainstBaseline, CLIENT_HEADER, startReadBench } from "@/tests/bench/_http-bench";

const COMPANIES = 10_000;
// The worker-route companies of the demo network, by id, domain and workspace slug (resolveCompany's three lookups).
const SLUGS = ["kestrel-security", "kestrel-security.example", "kestrel", "ledgerline", "blankslate-dev"];

const { seedDemoNetwork } = await import("@/lib/seed/demo-network");
const { seedLargeNetwork } = await import("@/lib/seed/large-network");
const { resolveCompany } = await import("@/lib/network/resolve-company");
const { publicationOf } = await import("@/lib/network/publication-state");
const { buildTrustProfile } = await import("@/lib/transports/worker/public/trust/trust-profile");
const { recordView } = await import("@/lib/transports/worker/public/viewer-records/record-view");
const { clientNetwork } = await import("@/lib/http/client-ip");

const app = await startReadBench("public-trust", async (db) => {
  await seedDemoNetwork(db);
  await seedLargeNetwork(db, { companies: COMPANIES, readingsPerCompany: 24 });
});
const bare = await bareServer(async (url, _body, headers) => {
  const slug = decodeURIComponent(url.pathname.slice("/public/trust/".length));
  const outcome = publicationOf(await resolveCompany(app.db, slug));
  if (outcome.state !== "published") return { found: false };
  const now = new Date();
  const profile = await buildTrustProfile(app.db, outcome.company, now);
  const network = clientNetwork(new Headers({ [CLIENT_HEADER]: String(headers[CLIENT_HEADER] ?? "") }));
  await recordView(app.db, { company: outcome.company, clientNetwork: network, referrer: null, now });
  return profile;
});
await benchAgainstBaseline({
  bench: "public-trust",
  label: "GET /public/trust/{slug}",
  app,
  host: `api.localhost:${app.appPort}`,
  next: () => ({ path: `/public/trust/${SLUGS[randomInt(SLUGS.length)]}` }),
  baseline: bare,
  targetRatio: 0.8,
  maxP99Ratio: 1.5,
});
