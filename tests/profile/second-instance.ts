// Processes the multi-instance tests need: a private redis-server (so a test may stop it without
// touching the suite's shared one) and a second app instance (`lib/transports/server/main.ts`, its own embedded
// database seeded with the demo network on first start) sharing that Redis.
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { noteAppBoot } from "@/tests/helpers/boot-record";
import { SERVER_ENTRY } from "@/tests/helpers/cli";
import { HttpClient } from "@/tests/helpers/client";
import { freePort } from "@/tests/helpers/free-port";
import { inject } from "vitest";
import { SNAPSHOT_ENV } from "@/tests/setup/test-db";

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
  await exited;
  clearTimeout(timer);
}

async function waitFor(what: string, child: ChildProcess, ready: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${what} exited with ${child.exitCode} before it was ready`);
    if (await ready().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${what} was not ready within ${timeoutMs} ms`);
}

function redisPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.setTimeout(500);
    socket.once("connect", () => socket.write("PING\r\n"));
    socket.once("data", (d) => {
      socket.destroy();
      resolve(d.toString().startsWith("+PONG"));
    });
    socket.once("error", () => resolve(false));
    socket.once("timeout", () => {
      socket.destroy();
      resolve(false);
    });
  });
}

export interface PrivateRedis {
  url: string;
  stop(): Promise<void>;
}

export async function startPrivateRedis(): Promise<PrivateRedis> {
  const port = await freePort();
  const child = spawn("redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], {
    stdio: "ignore",
  });
  await waitFor("redis-server", child, () => redisPing(port), 10_000);
  return { url: `redis://127.0.0.1:${port}`, stop: () => stopChild(child) };
}

export interface SecondInstance {
  web: HttpClient;
  stop(): Promise<void>;
}

/** `npm start`'s entry point in a child process, on its own port and data directory. */
export async function startSecondInstance(extraEnv: Record<string, string>): Promise<SecondInstance> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "svc-second-"));
  // On the embedded database, the instance opens a copy of the run's seeded base (as startApp's clone is)
  // instead of seeding the demo network itself, which takes the better part of a minute on two busy cores.
  const snapshot = inject(SNAPSHOT_ENV as never) as string | undefined;
  if (snapshot && !extraEnv.DATABASE_URL) {
    mkdirSync(path.join(dataDir, "pglite"));
    execFileSync("tar", ["-xzf", snapshot, "-C", path.join(dataDir, "pglite")], { stdio: ["ignore", "ignore", "pipe"] });
  }
  const baseUrl = `http://localhost:${port}`;
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: "production",
    MAIL_TRANSPORT: "log",
    NEXT_TELEMETRY_DISABLED: "1",
    PORT: String(port),
    BASE_URL: baseUrl,
    API_URL: `http://api.localhost:${port}`,
    DATA_DIR: dataDir,
    WITNESS_SIGNING_KEYS: process.env.WITNESS_SIGNING_KEYS,
    LOG_LEVEL: "error",
    ...extraEnv,
  };
  await noteAppBoot();
  const child = spawn(process.execPath, [SERVER_ENTRY], { cwd: process.cwd(), env, stdio: ["ignore", "ignore", "inherit"] });
  const web = new HttpClient(baseUrl);
  try {
    await waitFor(
      "second app instance",
      child,
      async () => (await web.get("/api/network/profile?q=lumen-analytics.invalid")).status === 200,
      280_000,
    );
  } catch (err) {
    await stopChild(child);
    throw err;
  }
  return {
    web,
    async stop() {
      await stopChild(child);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
