// Runs the project's own commands (tsx entry points) as a user would, with their own environment.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import path from "node:path";
import { noteAppBoot } from "@/tests/helpers/boot-record";

export const ROOT = path.resolve(import.meta.dirname, "../..");
/** The service itself (`npm start`, `npm run dev`): a test that runs it boots the app. */
export const SERVER_ENTRY = "lib/transports/server/main.ts";

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

export function runTsx(
  entry: string,
  args: string[],
  env: Record<string, string | undefined> = {},
  timeoutMs = 60_000,
): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    if (entry === SERVER_ENTRY) noteAppBoot().catch(reject);
    const child = spawn(process.execPath, ["--import", "tsx", path.join(ROOT, entry), ...args], { cwd: ROOT, env: childEnv(env) });
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
export function startTsx(
  entry: string,
  args: string[],
  env: Record<string, string | undefined>,
  ready: RegExp,
  timeoutMs = 180_000,
): Promise<{ child: ChildProcess; output: () => string; stop: () => Promise<void> }> {
  return new Promise((resolve, reject) => {
    if (entry === SERVER_ENTRY) noteAppBoot().catch(reject);
    const child = spawn(process.execPath, ["--import", "tsx", path.join(ROOT, entry), ...args], { cwd: ROOT, env: childEnv(env) });
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

/** Runs an operator task (`lib/transports/tasks/*.ts`) as an operator would (operatorEnv), and waits. */
export function runOperatorTask(entry: string, args: string[], dataDir: string, env: Record<string, string> = {}) {
  const r = spawnSync(process.execPath, ["--import", "tsx", path.join(ROOT, entry), ...args], {
    cwd: ROOT,
    encoding: "utf8",
    env: childEnv(operatorEnv(dataDir, env)),
    timeout: 60_000,
  });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}
