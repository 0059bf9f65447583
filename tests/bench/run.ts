// `npm run bench`: runs every benchmark in tests/bench in turn, each in its own process (each starts
// its own app and database). `npm run bench -- <name>` runs one (tests/bench/<name>.ts).
import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import path from "node:path";

const dir = path.join(process.cwd(), "tests", "bench");
const all = readdirSync(dir)
  .filter((f) => f.endsWith(".ts") && !f.endsWith(".d.ts") && f !== "run.ts")
  .map((f) => f.slice(0, -3))
  .sort();
const wanted = process.argv.slice(2);
const unknown = wanted.filter((w) => !all.includes(w));
if (unknown.length) {
  console.error(`unknown bench ${unknown.join(", ")}; available: ${all.join(", ")}`);
  process.exit(2);
}
let failed = 0;
for (const name of wanted.length ? wanted : all) {
  console.log(`\n== bench ${name}`);
  const r = spawnSync(process.execPath, ["--import", "tsx", path.join(dir, `${name}.ts`)], { stdio: "inherit" });
  if (r.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
