// Secret comparison benchmark: does `safeEqual` (lib/auth/tokens.ts, node:crypto timingSafeEqual) take the
// same time whether two equal-length secrets differ in their first byte, their last byte, or not at all?
// A naive early-exit byte loop is measured the same way as the baseline: it shows the measurement can see
// a difference where there is one. Prints the median ns per comparison and the ratio last/first for both
// (target for safeEqual: within 0.9 to 1.1; the naive loop's is far above 1 on long inputs).
// Figures, not a timed test: a loaded machine moves them, so nothing here fails a build.
//   npx tsx tests/bench/secret-compare.ts        or        npm run bench -- secret-compare
import { randomBytes } from "node:crypto";
import { safeEqual } from "@/lib/auth/tokens";

const LENGTHS = [43, 4096];
const ROUNDS = 31;
const PER_ROUND = 20_000;

function naiveEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a.charCodeAt(i) !== b.charCodeAt(i)) return false;
  return true;
}

const flip = (s: string, at: number) => s.slice(0, at) + (s[at] === "A" ? "B" : "A") + s.slice(at + 1);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

function nsPerCall(compare: (a: string, b: string) => boolean, a: string, b: string): number {
  let sink = 0;
  const start = process.hrtime.bigint();
  for (let i = 0; i < PER_ROUND; i++) if (compare(a, b)) sink++;
  const ns = Number(process.hrtime.bigint() - start) / PER_ROUND;
  if (sink < 0) console.log(sink);
  return ns;
}

function measure(name: string, compare: (a: string, b: string) => boolean, length: number) {
  const secret = randomBytes(length).toString("base64url").slice(0, length);
  const cases = { equal: secret, first: flip(secret, 0), last: flip(secret, length - 1) };
  const times: Record<keyof typeof cases, number[]> = { equal: [], first: [], last: [] };
  for (let r = 0; r < ROUNDS; r++) {
    // Interleaved, so drift in the machine's load touches every case alike.
    for (const k of Object.keys(cases) as (keyof typeof cases)[]) times[k].push(nsPerCall(compare, secret, cases[k]));
  }
  const m = { equal: median(times.equal), first: median(times.first), last: median(times.last) };
  const ratio = m.last / m.first;
  console.log(
    `${name.padEnd(12)} ${String(length).padStart(5)} B  equal ${m.equal.toFixed(1).padStart(8)} ns  first byte differs ` +
      `${m.first.toFixed(1).padStart(8)} ns  last byte differs ` +
      `${m.last.toFixed(1).padStart(8)} ns  ratio last/first ${ratio.toFixed(3)}`,
  );
  return ratio;
}

console.log(
  `load average ${(await import("node:os"))
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(" ")}; ${ROUNDS} rounds of ${PER_ROUND} calls, median`,
);
for (const length of LENGTHS) {
  const naive = measure("naive loop", naiveEqual, length);
  const safe = measure("safeEqual", safeEqual, length);
  console.log(`  -> safeEqual ratio ${safe.toFixed(3)} (target 0.9 to 1.1); naive baseline ratio ${naive.toFixed(3)}`);
}
