// bin/task.mjs runs the operator tasks behind the npm scripts: every script names a task it knows, every
// module of lib/transports/tasks that is a task is one of them, and an unknown name is refused before anything
// is bundled or opened.
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
const run = (...args: string[]) => spawnSync(process.execPath, [path.join(ROOT, "bin/task.mjs"), ...args], { cwd: ROOT, encoding: "utf8" });

function knownTasks(): string[] {
  const usage = run();
  expect(usage.status).toBe(2);
  const list = usage.stderr.match(/the tasks are (.+)\.$/m)?.[1];
  expect(list, usage.stderr).toBeDefined();
  return list!.split(", ");
}

describe("bin/task.mjs", () => {
  it("knows every task module and every npm script that runs one", () => {
    const tasks = knownTasks();
    const modules = readdirSync(path.join(ROOT, "lib/transports/tasks"))
      .filter((f) => f.endsWith(".ts") && f !== "run-task.ts")
      .map((f) => f.replace(/\.ts$/, ""));
    expect(tasks.toSorted()).toEqual(modules.toSorted());
    const scripts = JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")).scripts as Record<string, string>;
    const named = Object.values(scripts).flatMap((s) => [...s.matchAll(/node bin\/task\.mjs ([\w-]+)/g)].map((m) => m[1]!));
    expect(named.length).toBeGreaterThanOrEqual(9);
    for (const task of named) expect(tasks).toContain(task);
    // No script runs a task module any other way (through tsx, which loads each module with a transform).
    expect(Object.values(scripts).filter((s) => s.includes("lib/transports/tasks/"))).toEqual([]);
  });

  it("refuses an unknown task with the list, exit 2", () => {
    const r = run("key-revok");
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/^usage: node bin\/task\.mjs <task> \[args\]; the tasks are db-migrate, /);
  });
});
