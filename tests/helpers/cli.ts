// Runs the project's own commands as a user would, with their own environment: the service (bin/server.mjs,
// as `npm start` runs it) and the operator tasks (bin/task.mjs, as `npm run key:revoke` and the others run them).
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import path from "node:path";
import { noteAppBoot } from "@/tests/helpers/boot-record";

export const ROOT = path.resolve(import.meta.dirname, "../..");
/** The service itself (`npm start`, `npm run dev`): a test that runs it boots the app. */
export const SERVER_ENTRY = "bin/server.mjs";
/** The operator tasks' runner (package.json's `db:migrate`, `key:revoke`, `company`, `witness`, ...). */
const TASK_RUNNER = path.join(ROOT, "bin", "task.mjs");
/** A task of bin/task.mjs: its file name under lib/transports/tasks. */
export type TaskName = "db-migrate" | "key-create" | "key-revoke" | "company" | "eu-publish-rules" | "witness";

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

function childEnv(env: Record<string, string | undefined>): NodeJS.ProcessEnv {
  const out: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
  // Vite's BASE_URL="/" must not leak into the app.
  delete out.BASE_URL;
  for (const [k, v] of Object.entries(env)) {
    if (v === undefined) delete out[k];
    else out[k] = v;
  }
  return out;
}

/** Runs an operator task as its npm script does, with the environment given, and waits. */
export function runTask(
  task: TaskName,
  args: string[],
  env: Record<string, string | undefined> = {},
  timeoutMs = 60_000,
): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [TASK_RUNNER, task, ...args], { cwd: ROOT, env: childEnv(env) });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d) => (stdout += d));
    child.stderr.on("data", (d) => (stderr += d));
    const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
    child.once("error", reject);
    child.once("close", (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

/** Starts a long-running command and resolves once its output matches `ready`. */
export function startEntry(
  entry: string,
  args: string[],
  env: Record<string, string | undefined>,
  ready: RegExp,
  timeoutMs = 180_000,
): Promise<{ child: ChildProcess; output: () => string; stop: () => Promise<void> }> {
  return new Promise((resolve, reject) => {
    if (entry === SERVER_ENTRY) noteAppBoot().catch(reject);
    const child = spawn(process.execPath, [path.join(ROOT, entry), ...args], { cwd: ROOT, env: childEnv(env) });
    let out = "";
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`not ready in ${timeoutMs} ms:\n${out}`));
    }, timeoutMs);
    const onData = (d: Buffer) => {
      out += d;
      if (ready.test(out)) {
        clearTimeout(timer);
        resolve({
          child,
          output: () => out,
          stop: () =>
            new Promise<void>((done) => {
              if (child.exitCode !== null) return done();
              child.once("close", () => done());
              child.kill("SIGTERM");
            }),
        });
      }
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", onData);
    child.once("close", (code) => {
      clearTimeout(timer);
      reject(new Error(`exited with ${code} before ready:\n${out}`));
    });
  });
}

/** The environment an operator runs a task in: no test harness variables, an embedded database in `dataDir`, development mode. */
export function operatorEnv(dataDir: string, env: Record<string, string> = {}): Record<string, string> {
  return {
    BASE_URL: "http://localhost:3000",
    API_URL: "http://api.localhost:3000",
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    NODE_ENV: "development",
    LOG_LEVEL: "warn",
    ...env,
  };
}

/** Runs an operator task as an operator would (operatorEnv), and waits. */
export function runOperatorTask(task: TaskName, args: string[], dataDir: string, env: Record<string, string> = {}) {
  const r = spawnSync(process.execPath, [TASK_RUNNER, task, ...args], {
    cwd: ROOT,
    encoding: "utf8",
    env: childEnv(operatorEnv(dataDir, env)),
    timeout: 60_000,
  });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}
