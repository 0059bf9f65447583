// Operator task start benchmark: the CPU and wall time of one `npm run key:revoke` (bin/task.mjs, a kid the
// database does not hold: the task opens the database, reads, answers "no such key" and exits), against the
// same bundled task imported by a bare runner that leaves V8's WebAssembly tiering at its default. The only
// difference is bin/wasm-tiering.mjs, so the ratio is what that setting saves a task (target <= 0.8 of the
// baseline's CPU). Runs alternate, so drift in the machine's load touches both alike; medians are printed.
// On PGlite the task opens a migrated data directory; with DATABASE_URL, a throw-away PostgreSQL database.
//   npx tsx tests/bench/task-start.ts        or        npm run bench -- task-start
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { bundle } from "@/bin/bundle-cache.mjs";
import { createBenchPostgres } from "@/tests/bench/_bench-db";
import { benchDatabase, reportFigure } from "@/tests/bench/_report";
import { ROOT, operatorEnv } from "@/tests/helpers/cli";
import { migratedDataDir } from "@/tests/helpers/data-dir-db";

const RUNS = Number(process.env.BENCH_TASK_RUNS ?? 9);
const TARGET = 0.8;
const scratch = mkdtempSync(path.join(tmpdir(), "svc-bench-task-"));
// Each child writes its own CPU (all its threads: V8 compiles on background ones) here as it exits.
const cpuFile = path.join(scratch, "cpu.txt");
const preload = path.join(scratch, "cpu-at-exit.cjs");
const writeCpu = `require("node:fs").writeFileSync(${JSON.stringify(cpuFile)}, String((u.user + u.system) / 1000))`;
writeFileSync(preload, `process.on("exit", () => { const u = process.cpuUsage(); ${writeCpu}; });`);

const postgres = process.env.DATABASE_URL ? await createBenchPostgres(process.env.DATABASE_URL) : null;
const dataDir = postgres ? scratch : await migratedDataDir("svc-bench-task-data-");
const env = { ...process.env, ...operatorEnv(dataDir, { DATABASE_URL: postgres?.url ?? "" }) };
delete env.NODE_OPTIONS;
const tasksDir = await bundle("tasks");
// The bare runner: what bin/task.mjs does (argv, import the bundled task), without tierUpLater().
const taskUrl = pathToFileURL(path.join(tasksDir, "key-revoke.mjs")).href;
const bare = `process.argv.splice(1, 0, "key-revoke"); await import(${JSON.stringify(taskUrl)});`;
const commands = {
  measured: ["--require", preload, path.join(ROOT, "bin", "task.mjs"), "key-revoke", "k-bench-unknown"],
  baseline: ["--require", preload, "--input-type=module", "-e", bare, "k-bench-unknown"],
};

function once(args: string[]): { cpuMs: number; wallMs: number } {
  const started = process.hrtime.bigint();
  const r = spawnSync(process.execPath, args, { cwd: ROOT, env, encoding: "utf8", timeout: 120_000 });
  const wallMs = Number(process.hrtime.bigint() - started) / 1e6;
  // The task must have done its work: opened the database and answered that it holds no such key.
  if (r.status !== 1 || !/no witness signing key with kid "k-bench-unknown"/.test(r.stderr))
    throw new Error(`the task did not answer as expected (exit ${r.status}):\n${r.stderr}`);
  return { cpuMs: Number(readFileSync(cpuFile, "utf8")), wallMs };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const samples = { measured: [] as { cpuMs: number; wallMs: number }[], baseline: [] as { cpuMs: number; wallMs: number }[] };
try {
  once(commands.measured); // the bundle and the file cache are warm for both
  for (let i = 0; i < RUNS; i++) {
    for (const k of i % 2 ? (["baseline", "measured"] as const) : (["measured", "baseline"] as const)) samples[k].push(once(commands[k]));
  }
} finally {
  await postgres?.drop();
  rmSync(scratch, { recursive: true, force: true });
  if (!postgres) rmSync(dataDir, { recursive: true, force: true });
}

for (const unit of ["cpuMs", "wallMs"] as const) {
  const measured = median(samples.measured.map((s) => s[unit]));
  const baseline = median(samples.baseline.map((s) => s[unit]));
  const ratio = measured / baseline;
  const what = unit === "cpuMs" ? "CPU" : "wall time";
  console.log(`key:revoke ${what}: ${measured.toFixed(0)} ms, V8's default tiering ${baseline.toFixed(0)} ms, ratio ${ratio.toFixed(2)}`);
  reportFigure({
    bench: "task-start",
    case: `npm run key:revoke, ${what} (median of ${RUNS})`,
    unit: "ms",
    measured,
    baseline,
    ratio,
    ...(unit === "cpuMs" ? { target: `<= ${TARGET}x`, pass: ratio <= TARGET } : {}),
  });
}
console.log(`(${benchDatabase()}; ${RUNS} runs of each, alternated)`);
