// `npm test`: builds the app when the sources are newer than the last build, then runs the suite, and ends
// with one line of totals and times read from vitest's own JSON report (the docs quote no figures of their
// own: the command is where they come from).
// Tests start the production build in-process, so they exercise the same middleware and bundles as `npm start`.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { bundleAll } from "@/bin/bundle-cache.mjs";
import { SHORT_LIVED_WASM_FLAGS } from "@/bin/wasm-tiering.mjs";
import { goAvailable } from "@/tests/events/recipes";
import { PREPARED_BASE_ENV, dropBase } from "@/tests/setup/test-db";

const root = process.cwd();
const SOURCES = ["app", "lib", "middleware.ts", "next.config.mjs", "package-lock.json", "tsconfig.json", "public"];
// How often a long step says it is still running: `next build` prints nothing for minutes while it compiles.
const HEARTBEAT_MS = 30_000;

function newest(p: string): number {
  if (!existsSync(p)) return 0;
  const st = statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  let max = st.mtimeMs;
  for (const entry of readdirSync(p)) {
    if (entry === "generated" || entry === "node_modules") continue;
    max = Math.max(max, newest(path.join(p, entry)));
  }
  return max;
}

const seconds = (ms: number) => `${Math.round(ms / 1000)} s`;

/** Runs a command with the terminal as its own; with a label, prints a line every HEARTBEAT_MS while it runs
 * (the build; vitest prints each file as it finishes). */
function run(
  label: string | null,
  cmd: string,
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ status: number; ms: number }> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: "inherit", env });
    const beat = label
      ? setInterval(() => console.log(`npm test: ${label} still running (${seconds(Date.now() - started)})`), HEARTBEAT_MS)
      : undefined;
    child.on("close", (code) => {
      clearInterval(beat);
      resolve({ status: code ?? 1, ms: Date.now() - started });
    });
  });
}

/** Builds the seeded base (tests/setup/make-base.ts) in a child process, which writes the JSON the global setup adopts. */
function prepareBase(dir: string): Promise<{ ok: boolean; json: string; stderr: string; ms: number }> {
  const file = path.join(dir, "base.json");
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [...SHORT_LIVED_WASM_FLAGS, "--import", "tsx", "tests/setup/make-base.ts", file], {
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (d) => (output += d));
    child.stderr.on("data", (d) => (output += d));
    child.on("close", (code) => {
      const json = code === 0 && existsSync(file) ? readFileSync(file, "utf8") : "";
      resolve({ ok: json !== "", json, stderr: output, ms: Date.now() - started });
    });
  });
}

interface VitestJson {
  numTotalTests: number;
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults: unknown[];
}

function readReport(file: string): VitestJson | null {
  try {
    return JSON.parse(readFileSync(file, "utf8")) as VitestJson;
  } catch {
    return null;
  }
}

const n = (x: number) => x.toLocaleString("en-US");

async function main(): Promise<number> {
  const started = Date.now();
  const times: string[] = [];
  const buildId = path.join(root, ".next", "BUILD_ID");
  const built = existsSync(buildId) ? statSync(buildId).mtimeMs : 0;
  const sources = Math.max(...SOURCES.map((s) => newest(path.join(root, s))));
  if (process.env.SKIP_BUILD !== "1" && sources > built) {
    console.log("Sources changed since the last build: running next build first (2 to 4 minutes on two idle cores).");
    const build = await run("next build", "npx", ["next", "build"], { ...process.env, NEXT_TELEMETRY_DISABLED: "1" });
    times.push(`build ${seconds(build.ms)}`);
    if (build.status !== 0) return build.status;
  }
  const reports = mkdtempSync(path.join(tmpdir(), "svc-test-report-"));
  // Each file that starts the service writes its path here (tests/helpers/boot-record.ts).
  const bootRecord = path.join(reports, "booted.txt");
  process.env.SVC_BOOT_RECORD = bootRecord;
  const json = (name: string) => ["--reporter=default", "--reporter=json", `--outputFile.json=${path.join(reports, `${name}.json`)}`];
  const parts: { name: string; report: VitestJson | null }[] = [];
  let status = 0;
  // Unit tests (tests/unit) run under their own config, first: no server, a few seconds. Named files go to
  // the config that covers them; no names run both.
  const args = process.argv.slice(2);
  const files = args.filter((a) => !a.startsWith("-"));
  const unitFiles = files.filter((f) => f.startsWith("tests/unit/"));
  const otherArgs = args.filter((a) => !unitFiles.includes(a));
  const runUnit = files.length === 0 || unitFiles.length > 0;
  const runIntegration = files.length === 0 || unitFiles.length < files.length;
  // The integration run's seeded base is built meanwhile, in a process of its own: seeding takes one core for
  // seconds, and the unit tests leave room for it.
  const base = runIntegration ? prepareBase(reports) : null;
  // The bundles the suite's processes start from (the client, the tasks, the server), built now if stale:
  // else the first files would each build the same one at once.
  const bundles = runIntegration
    ? bundleAll().then(
        () => null,
        (err: unknown) => err,
      )
    : null;
  if (runUnit) {
    const unit = await run(null, "npx", ["vitest", "run", "--config", "tests/unit/vitest.config.ts", ...json("unit"), ...unitFiles]);
    times.push(`unit ${seconds(unit.ms)}`);
    parts.push({ name: "unit", report: readReport(path.join(reports, "unit.json")) });
    status = unit.status;
  }
  const prepared = base ? await base : null;
  if (prepared) times.push(`seeded base ${seconds(prepared.ms)}${runUnit ? " (beside the unit tests)" : ""}`);
  if (prepared && !prepared.ok) {
    console.error(`npm test: building the seeded base failed:\n${prepared.stderr}`);
    status = 1;
  }
  const bundleError = bundles ? await bundles : null;
  if (bundleError) {
    console.error("npm test: bundling the client, the tasks or the server failed:", bundleError);
    status = 1;
  }
  if (status === 0 && prepared?.ok) {
    const integration = await run(
      null,
      "npx",
      ["vitest", "run", "--config", "tests/vitest.config.ts", ...json("integration"), ...otherArgs],
      { ...process.env, [PREPARED_BASE_ENV]: prepared.json },
    );
    times.push(`integration ${seconds(integration.ms)}`);
    parts.push({ name: "integration", report: readReport(path.join(reports, "integration.json")) });
    status = integration.status;
  }
  // The integration run drops the base when it ends; a run that stopped before it drops it here.
  if (prepared?.ok && !parts.some((p) => p.name === "integration")) await dropBase(JSON.parse(prepared.json).vars);
  const booted = existsSync(bootRecord) ? new Set(readFileSync(bootRecord, "utf8").split("\n").filter(Boolean)).size : 0;
  rmSync(reports, { recursive: true, force: true });
  const done = parts.filter((p): p is { name: string; report: VitestJson } => p.report !== null);
  const sum = (k: keyof Omit<VitestJson, "testResults">) => done.reduce((a, p) => a + p.report[k], 0);
  const fileCount = done.reduce((a, p) => a + p.report.testResults.length, 0);
  const each = done.map((p) => `${p.name} ${n(p.report.numTotalTests)} in ${n(p.report.testResults.length)}`).join(", ");
  console.log(
    `\nnpm test: ${n(sum("numTotalTests"))} tests in ${n(fileCount)} files (${each}): ${n(sum("numPassedTests"))} passed, ` +
      `${n(sum("numFailedTests"))} failed, ${n(sum("numPendingTests") + sum("numTodoTests"))} skipped. ` +
      `${n(fileCount - booted)} of ${n(fileCount)} files (${Math.round(((fileCount - booted) / Math.max(fileCount, 1)) * 100)}%) ` +
      `run without booting the app. ${times.join(", ")}; ${seconds(Date.now() - started)} in all. Exit ${status}.`,
  );
  // The Go receiver recipe runs only where Go is installed (CI requires it): its absence is said, not left silent.
  // Vitest keeps a file whose path contains one of the names given, as here.
  const recipes = "tests/events/recipes.test.ts";
  const recipesRan = parts.some((p) => p.name === "integration") && (files.length === 0 || files.some((f) => recipes.includes(f)));
  if (recipesRan && process.env.REQUIRE_GO !== "1" && !goAvailable())
    console.log(`npm test: the Go receiver recipe (${recipes}) did not run: no \`go\` on the PATH; CI requires it.`);
  return status;
}

main().then(
  (status) => process.exit(status),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
