// `npm test`: builds the app when the sources are newer than the last build, then runs the suite.
// Tests start the production build in-process, so they exercise the same middleware and bundles as `npm start`.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const root = process.cwd();
const SOURCES = ["app", "lib", "middleware.ts", "next.config.mjs", "package-lock.json", "tsconfig.json", "public"];

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

function run(cmd: string, args: string[], env: NodeJS.ProcessEnv = process.env): number {
  const r = spawnSync(cmd, args, { stdio: "inherit", env });
  return r.status ?? 1;
}

const buildId = path.join(root, ".next", "BUILD_ID");
const built = existsSync(buildId) ? statSync(buildId).mtimeMs : 0;
const sources = Math.max(...SOURCES.map((s) => newest(path.join(root, s))));
if (process.env.SKIP_BUILD !== "1" && sources > built) {
  console.log("Sources changed since the last build: running next build first.");
  const status = run("npx", ["next", "build"], { ...process.env, NEXT_TELEMETRY_DISABLED: "1" });
  if (status !== 0) process.exit(status);
}
// Unit tests (tests/unit) run under their own config, first: no server, a few seconds. Named files go to
// the config that covers them; no names run both.
const args = process.argv.slice(2);
const files = args.filter((a) => !a.startsWith("-"));
const unitFiles = files.filter((f) => f.startsWith("tests/unit/"));
const otherArgs = args.filter((a) => !unitFiles.includes(a));
if (files.length === 0 || unitFiles.length > 0) {
  const status = run("npx", ["vitest", "run", "--config", "tests/unit/vitest.config.ts", ...unitFiles]);
  if (status !== 0 || (files.length > 0 && unitFiles.length === files.length)) process.exit(status);
}
process.exit(run("npx", ["vitest", "run", "--config", "tests/vitest.config.ts", ...otherArgs]));
