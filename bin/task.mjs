#!/usr/bin/env node
// `node bin/task.mjs <task> [args]`: the operator tasks behind `npm run db:migrate`, `key:revoke`, `company`,
// `witness` and the rest (package.json). Each task is a module of lib/transports/tasks that does its work
// when imported; they are bundled together once with esbuild (bin/bundle-cache.mjs) and run as plain
// JavaScript, which starts in about half the time of loading each module through tsx.
import path from "node:path";
import { pathToFileURL } from "node:url";
import { bundled } from "./bundle-cache.mjs";

const TASKS = {
  "db-migrate": "lib/transports/tasks/db-migrate.ts",
  "db-seed": "lib/transports/tasks/db-seed.ts",
  "migration-new": "lib/transports/tasks/migration-new.ts",
  "key-create": "lib/transports/tasks/key-create.ts",
  "key-revoke": "lib/transports/tasks/key-revoke.ts",
  company: "lib/transports/tasks/company.ts",
  "eu-publish-rules": "lib/transports/tasks/eu-publish-rules.ts",
  witness: "lib/transports/tasks/witness.ts",
  "log-correct": "lib/transports/tasks/log-correct.ts",
};

const task = process.argv[2];
if (!task || !Object.hasOwn(TASKS, task)) {
  console.error(`usage: node bin/task.mjs <task> [args]; the tasks are ${Object.keys(TASKS).join(", ")}.`);
  process.exit(2);
}
// The task reads its own arguments from process.argv.slice(2), as when run on its own.
process.argv.splice(2, 1);
const dir = await bundled("tasks", TASKS);
await import(pathToFileURL(path.join(dir, `${task}.mjs`)).href);
