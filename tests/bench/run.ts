// `npm run bench [-- <name> ...]`: runs every benchmark in tests/bench (or the named ones) in turn, each in
// its own process. Each prints its figures and a ratio against a baseline measured in the same run.
import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import path from "node:path";

const dir = import.meta.dirname;
const all = readdirSync(dir)
  .filter((f) => f.endsWith(".ts") && f !== "run.ts" && !f.startsWith("_"))
  .map((f) => f.replace(/\.ts$/, ""))
  .sort();
const wanted = process.argv.slice(2);
const unknown = wanted.filter((w) => !all.includes(w));
if (unknown.length) {
  console.error(`unknown bench: ${unknown.join(", ")}; available: ${all.join(", ")}`);
  process.exit(2);
}
let failed = 0;
for (const name of wanted.length ? wanted : all) {
  console.log(`\n=== bench ${name}`);
  const r = spawnSync(process.execPath, ["--import", "tsx", path.join(dir, `${name}.ts`)], { stdio: "inherit", env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" } });
  if (r.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
