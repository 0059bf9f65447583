// BENCH_CPU_PROFILE=<dir>: a V8 CPU profile of the benchmark's process over the measured window only (not
// seeding, build loading or warm-up), written as <dir>/<name>.cpuprofile for Chrome DevTools or speedscope,
// and summarised here: self time by where the code lives, so the share Next, Prisma, pg, our lib/ and
// the load generator (autocannon runs in the same process) take can be read off directly.
import { mkdirSync, writeFileSync } from "node:fs";
import { Session } from "node:inspector/promises";
import path from "node:path";

const DIR = process.env.BENCH_CPU_PROFILE;

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
  hitCount?: number;
}
interface Profile {
  nodes: ProfileNode[];
  samples?: number[];
  timeDeltas?: number[];
}

// Next's modules that route a request (under next/dist/server/).
const ROUTER_MODULES = [
  "lib/router-utils",
  "lib/router-server",
  "lib/resolve-routes",
  "route-matcher",
  "route-matchers",
  "route-matcher-managers",
  "normalizers",
];

// First match wins: the most specific places first.
const BUCKETS: [string, RegExp][] = [
  ["idle", /^\(idle\)$/],
  ["garbage collector", /^\(garbage collector\)$/],
  ["load generator (autocannon)", /node_modules\/(autocannon|hdr-histogram|reinterval|retimer|http-parser-js)/],
  ["Next.js: router and route resolution", new RegExp(`next/dist/server/(${ROUTER_MODULES.join("|")})`)],
  [
    "Next.js: middleware sandbox",
    /next\/dist\/server\/web\/(sandbox|adapter|spec-extension)|edge-runtime|\.next\/server\/(middleware|edge)/,
  ],
  ["Next.js: other", /node_modules\/next\/|\.next\/server\//],
  ["Prisma", /@prisma\/|\.prisma|generated\/client|prisma-adapter/],
  ["pg driver", /node_modules\/(pg|pg-protocol|pg-pool|pg-types|postgres-)/],
  ["PGlite", /@electric-sql\/pglite/],
  ["zod", /node_modules\/zod\//],
  ["React", /node_modules\/(react|react-dom)\//],
  ["our lib/ and app/", /\/(lib|app)\/[^/]/],
  ["other packages", /node_modules\//],
  ["Node.js internals", /^node:|^internal\/|^$/],
];

function bucketOf(node: ProfileNode): string {
  const { url, functionName } = node.callFrame;
  for (const [name, re] of BUCKETS) if (re.test(url) || (url === "" && re.test(functionName))) return name;
  return "other";
}

export interface BucketTime {
  bucket: string;
  percent: number;
  ms: number;
}

/** Self time per bucket, in milliseconds and percent of the window's samples. */
function summariseProfile(profile: Profile): BucketTime[] {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const totals = new Map<string, number>();
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  let all = 0;
  samples.forEach((id, i) => {
    const node = byId.get(id);
    if (!node) return;
    const dt = deltas[i] ?? 0;
    all += dt;
    const b = bucketOf(node);
    totals.set(b, (totals.get(b) ?? 0) + dt);
  });
  return [...totals.entries()]
    .map(([bucket, t]) => ({ bucket, percent: (100 * t) / Math.max(all, 1), ms: t / 1000 }))
    .sort((a, b) => b.percent - a.percent);
}

/** Starts profiling when BENCH_CPU_PROFILE is set; the returned stop writes and summarises the profile (null when off). */
export async function startCpuProfile(name: string): Promise<() => Promise<BucketTime[] | null>> {
  if (!DIR) return async () => null;
  const session = new Session();
  session.connect();
  await session.post("Profiler.enable");
  await session.post("Profiler.setSamplingInterval", { interval: 500 });
  await session.post("Profiler.start");
  return async () => {
    const { profile } = (await session.post("Profiler.stop")) as { profile: Profile };
    session.disconnect();
    mkdirSync(DIR, { recursive: true });
    const file = path.join(DIR, `${name}.cpuprofile`);
    writeFileSync(file, JSON.stringify(profile));
    console.log(`CPU profile of ${name} (self time, measured window only): ${file}`);
    const buckets = summariseProfile(profile);
    for (const { bucket, percent } of buckets) if (percent >= 0.5) console.log(`  ${percent.toFixed(1).padStart(5)}%  ${bucket}`);
    return buckets;
  };
}

/** Where the route's extra time per answer goes: CPU ms per answer by bucket, baseline against route. */
export function printGap(baseline: BucketTime[] | null, baselineAnswers: number, route: BucketTime[] | null, routeAnswers: number): void {
  if (!baseline || !route) return;
  const per = (list: BucketTime[], bucket: string, n: number) => (list.find((b) => b.bucket === bucket)?.ms ?? 0) / Math.max(n, 1);
  const buckets = [...new Set([...baseline, ...route].map((b) => b.bucket))].filter((b) => b !== "idle");
  const rows = buckets
    .map((b) => ({ b, base: per(baseline, b, baselineAnswers), route: per(route, b, routeAnswers) }))
    .sort((x, y) => y.route - y.base - (x.route - x.base));
  const total = (k: "base" | "route") => rows.reduce((t, r) => t + r[k], 0);
  console.log(`  CPU ms per answer (busy, not idle): baseline ${total("base").toFixed(2)}, route ${total("route").toFixed(2)}`);
  for (const r of rows) {
    if (Math.max(r.base, r.route) < 0.02) continue;
    console.log(
      `    ${r.b.padEnd(40)} ${r.base.toFixed(2).padStart(6)} ${r.route.toFixed(2).padStart(6)}  ` +
        `(${(r.route - r.base >= 0 ? "+" : "") + (r.route - r.base).toFixed(2)})`,
    );
  }
}
