// Benchmark (not a timed test): does a wrong password's answer time tell whether the address has an
// account? POST /api/auth/sign-in with a wrong password, 200 times for addresses that have one and 200 for
// addresses that do not, interleaved, each attempt from its own client network and each known account used
// once (a locked account answers 429 before any work). Prints both medians and their difference; target:
// under 5 ms. Runs on PostgreSQL (a throw-away database) when DATABASE_URL is set, else on PGlite.
//
//   npx tsx tests/bench/sign-in.ts                 (needs a production build: npm run build)
//   BENCH_TRIES=50 npx tsx tests/bench/sign-in.ts
import http from "node:http";
import { randomBytes, randomInt } from "node:crypto";
import { CLIENT_HEADER, startReadBench } from "@/tests/bench/_http-bench";
import { reportFigure } from "@/tests/bench/_report";

const TRIES = Number(process.env.BENCH_TRIES ?? 200);
const TARGET_MS = 5;
const PASSWORD = "correct horse battery staple 1";

const app = await startReadBench("sign-in", async () => {});

const network = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

function post(path: string, body: unknown): Promise<{ status: number; ms: number }> {
  const data = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const req = http.request(
      {
        host: "127.0.0.1",
        port: app.appPort,
        path,
        method: "POST",
        headers: {
          host: `localhost:${app.appPort}`,
          "content-type": "application/json",
          "content-length": Buffer.byteLength(data),
          [CLIENT_HEADER]: network(),
        },
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve({ status: res.statusCode ?? 0, ms: Number(process.hrtime.bigint() - started) / 1e6 }));
      },
    );
    req.on("error", reject);
    req.end(data);
  });
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

const run = randomBytes(4).toString("hex");
const known: string[] = [];
for (let i = 0; i < TRIES; i++) {
  const email = `bench-${run}-${i}@example.com`;
  const up = await post("/api/auth/sign-up", { email, password: PASSWORD, workspace_name: `Bench ${i}` });
  if (up.status >= 300) throw new Error(`sign-up answered ${up.status}`);
  known.push(email);
}
// A few untimed attempts first, so neither side pays for the first compilation of the route.
for (let i = 0; i < 5; i++) await post("/api/auth/sign-in", { email: `warm-${run}-${i}@example.com`, password: "wrong password" });

const times = { known: [] as number[], unknown: [] as number[] };
for (let i = 0; i < TRIES; i++) {
  const pair = [
    ["known", known[i]!],
    ["unknown", `nobody-${run}-${i}@example.com`],
  ] as const;
  // Alternate which goes first, so a drift of the machine's load weighs on both alike.
  for (const [kind, email] of i % 2 ? [...pair].reverse() : pair) {
    const res = await post("/api/auth/sign-in", { email, password: "wrong password" });
    if (res.status !== 401) throw new Error(`sign-in (${kind}) answered ${res.status}`);
    times[kind].push(res.ms);
  }
}

const knownMs = median(times.known);
const unknownMs = median(times.unknown);
const diff = knownMs - unknownMs;
console.log(
  `sign-in, wrong password, ${TRIES} tries each: median ${knownMs.toFixed(1)} ms with an account, ${unknownMs.toFixed(1)} ms without; ` +
    `difference ${diff.toFixed(1)} ms (target: under ${TARGET_MS} ms)`,
);
reportFigure({
  bench: "sign-in",
  case: "wrong password: known vs unknown address (median ms)",
  unit: "ms",
  measured: Number(knownMs.toFixed(2)),
  baseline: Number(unknownMs.toFixed(2)),
  ratio: Number((knownMs / unknownMs).toFixed(3)),
  target: `difference under ${TARGET_MS} ms`,
  pass: Math.abs(diff) < TARGET_MS,
});
await app.close();
process.exit(0);
