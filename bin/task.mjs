#!/usr/bin/env node
// `node bin/task.mjs <task> [args]`: the operator tasks behind `npm run db:migrate`, `key:revoke`, `company`,
// `witness` and the rest (package.json). Each task is a module of lib/transports/tasks that does its work
// when imported; they are bundled together once with esbuild, with their packages (bin/bundle-cache.mjs), and
// run as plain JavaScript, which starts in about half the time of loading each module through tsx.
import path from "node:path";
import { pathToFileURL } from "node:url";
import { bundle, TASKS } from "./bundle-cache.mjs";
import { tierUpLater } from "./wasm-tiering.mjs";

const task = process.argv[2];
if (!task || !Object.hasOwn(TASKS, task)) {
  console.error(`usage: node bin/task.mjs <task> [args]; the tasks are ${Object.keys(TASKS).join(", ")}.`);
  process.exit(2);
}
// The task reads its own arguments from process.argv.slice(2), as when run on its own.
process.argv.splice(2, 1);
// A task lives seconds: it should not spend them compiling PGlite a second time (bin/wasm-tiering.mjs).
tierUpLater();
const dir = await bundle("tasks");
await import(pathToFileURL(path.join(dir, `${task}.mjs`)).href);
