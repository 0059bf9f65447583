// `npm run bench [-- <name> ...] [-- --json [file]]`: runs every benchmark in tests/bench (or the named
// ones) in turn, each in its own process, on embedded PGlite and, when DATABASE_URL points at a
// PostgreSQL server, again on a throw-away database there. Each prints its figures and a ratio against
// a baseline measured in the same run; the summary puts the PGlite and PostgreSQL rows side by side.
// --json writes the figures, the machine and its load to bench/results/<time>.json (or the file given).
import { spawn } from "node:child_process";
import { mkdirSync, readdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import readline from "node:readline";
import { REPORT_PREFIX, type BenchDatabase, type BenchFigure } from "@/tests/bench/_report";

const dir = import.meta.dirname;
const all = readdirSync(dir)
  .filter((f) => f.endsWith(".ts") && f !== "run.ts" && !f.startsWith("_"))
  .map((f) => f.replace(/\.ts$/, ""))
  .sort();

const args = process.argv.slice(2);
let jsonFile: string | null = null;
const wanted: string[] = [];
for (let i = 0; i < args.length; i++) {
  if (args[i] === "--json") {
    const next = args[i + 1];
    jsonFile =
      next && next.endsWith(".json")
        ? (i++, next)
        : path.join("bench", "results", `${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
  } else wanted.push(args[i]);
}
const unknown = wanted.filter((w) => !all.includes(w));
if (unknown.length) {
  console.error(`unknown bench: ${unknown.join(", ")}; available: ${all.join(", ")}`);
  process.exit(2);
}

const postgresUrl = process.env.DATABASE_URL;
const databases: BenchDatabase[] = postgresUrl ? ["PGlite", "PostgreSQL"] : ["PGlite"];
if (!postgresUrl) console.log("(DATABASE_URL is not set: PGlite only; point it at a PostgreSQL server for the PostgreSQL rows)");

type Figure = BenchFigure & { database: BenchDatabase };
const figures: Figure[] = [];
const runs: { bench: string; database: BenchDatabase; exitCode: number | null }[] = [];
const loadBefore = os.loadavg();

async function runOne(name: string, database: BenchDatabase): Promise<number | null> {
  const env: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
  if (database === "PGlite") delete env.DATABASE_URL;
  else env.DATABASE_URL = postgresUrl;
  const child = spawn(process.execPath, ["--import", "tsx", path.join(dir, `${name}.ts`)], { stdio: ["ignore", "pipe", "inherit"], env });
  const lines = readline.createInterface({ input: child.stdout });
  lines.on("line", (line) => {
    if (line.startsWith(REPORT_PREFIX)) figures.push(JSON.parse(line.slice(REPORT_PREFIX.length)) as Figure);
    else console.log(line);
  });
  return new Promise((resolve) => child.on("close", (code) => resolve(code)));
}

for (const name of wanted.length ? wanted : all) {
  for (const database of databases) {
    console.log(`\n=== bench ${name} on ${database}`);
    runs.push({ bench: name, database, exitCode: await runOne(name, database) });
  }
}

const fmt = (n: number | undefined, d = 0) => (n === undefined ? "" : n.toFixed(d));
if (figures.length) {
  console.log(
    `\n=== summary (load average ${loadBefore.map((l) => l.toFixed(2)).join(" ")} at start, ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")} at end; ${os.cpus().length} cores)`,
  );
  const header = ["bench", "case", "database", "measured", "baseline", "unit", "ratio", "p99", "base p99", "queries/req", "target", ""];
  const rows = figures.map((f) => [
    f.bench,
    f.case,
    f.database,
    fmt(f.measured, 1),
    fmt(f.baseline, 1),
    f.unit,
    f.ratio.toFixed(2),
    fmt(f.p99),
    fmt(f.baselineP99),
    fmt(f.queriesPerRequest, 1),
    f.target ?? "",
    f.pass === undefined ? "" : f.pass ? "met" : "MISSED",
  ]);
  rows.sort((a, b) => (a[0] + a[1] + a[2]).localeCompare(b[0] + b[1] + b[2]));
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  for (const r of [header, ...rows])
    console.log(
      r
        .map((c, i) => c.padEnd(widths[i]))
        .join("  ")
        .trimEnd(),
    );
}
if (jsonFile) {
  mkdirSync(path.dirname(jsonFile), { recursive: true });
  const machine = {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model,
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    platform: `${os.platform()} ${os.release()}`,
    node: process.version,
  };
  writeFileSync(
    jsonFile,
    JSON.stringify(
      { at: new Date().toISOString(), machine, loadAverage: { start: loadBefore, end: os.loadavg() }, runs, figures },
      null,
      2,
    ) + "\n",
  );
  console.log(`figures written to ${jsonFile}`);
}
process.exit(runs.some((r) => r.exitCode !== 0) ? 1 : 0);
