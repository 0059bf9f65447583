// Starts the real app in this test process: Next's production build behind our own server, with a database
// holding exactly the seeded rows and the file's environment. Tests then speak HTTP to both hosts.
//
// A worker runs many files in one process (isolate: false in tests/vitest.config.ts), and preparing Next
// costs seconds, so the worker keeps one server on one port and each startApp() gives it a fresh app: the
// file's environment, the seeded database (tests/setup/test-db.ts) and a process with nothing left from the file before
// (tests/helpers/process-state.ts). One app at a time per worker; a file that needs a second instance
// starts it as a process of its own (tests/helpers/app-instance.ts).
import { createRequire } from "node:module";
import { inject } from "vitest";
import type { Db } from "@/lib/platform/db/client";
import { resetEnvCache } from "@/lib/platform/env";
import { startServer, type StartedServer } from "@/lib/transports/server/start";
import { RUN_ENV, SNAPSHOT_ENV, TEMPLATE_ENV, cloneBase } from "@/tests/setup/test-db";
import { restoreWorkerEnv } from "@/tests/setup/worker-env";
import { testEnv } from "@/tests/setup/test-env";
import { dropPooledConnections, HttpClient } from "@/tests/helpers/client";
import { freePort } from "@/tests/helpers/free-port";
import { releaseProcessState } from "@/tests/helpers/process-state";
import { noteAppBoot } from "@/tests/helpers/boot-record";

export interface TestApp {
  web: HttpClient;
  api: HttpClient;
  db: Db;
  port: number;
  baseUrl: string;
  apiUrl: string;
  stop(): Promise<void>;
}

interface WorkerServer {
  port: number;
  started: StartedServer;
  /** The environment Next's middleware sandbox was made with (see sandboxFor). */
  sandboxEnv: string | null;
}

let worker: Promise<WorkerServer> | undefined;
let current: { stop(): Promise<void> } | null = null;

function adoptRunVariables() {
  for (const key of [RUN_ENV, SNAPSHOT_ENV, TEMPLATE_ENV]) {
    const value = inject(key as never) as string | undefined;
    if (value) process.env[key] = value;
  }
}

async function workerServer(port: number): Promise<WorkerServer> {
  worker ??= startServer({ dev: false, port, hostname: "127.0.0.1", quiet: true }).then(
    (started) => ({ port, started, sandboxEnv: null }),
    (err) => {
      worker = undefined;
      throw err;
    },
  );
  return worker;
}

// Next runs middleware.ts in a sandbox that copies process.env once, when it is made, and keeps it for the
// process (next/dist/server/web/sandbox/context.js). A file whose environment differs gets a new sandbox.
const nextRequire = createRequire(import.meta.url);
async function sandboxFor(server: WorkerServer): Promise<void> {
  const seen = JSON.stringify(Object.entries(process.env).filter(([k]) => !k.startsWith("VITEST")));
  if (server.sandboxEnv === seen) return;
  const sandbox = nextRequire("next/dist/server/web/sandbox/context") as { clearAllModuleContexts(): Promise<void> };
  await sandbox.clearAllModuleContexts();
  server.sandboxEnv = seen;
}

/** The port this worker's server listens on (chosen once, before the first app, as BASE_URL names it). */
let workerPort: number | undefined;

export async function startApp(extraEnv: Record<string, string | undefined> = {}): Promise<TestApp> {
  if (current) throw new Error("startApp: this worker already runs an app; stop it first (one app per worker at a time)");
  const stopping = { stop: async () => {} };
  current = stopping;
  try {
    await noteAppBoot();
    await releaseProcessState();
    restoreWorkerEnv();
    adoptRunVariables();
    workerPort ??= await freePort();
    const port = workerPort;
    const baseUrl = `http://localhost:${port}`;
    const apiUrl = `http://api.localhost:${port}`;
    // The page cache is off unless a file turns it on (tests/pages/page-cache.test.ts does): most files
    // arrange their data with direct row writes, which do not bump the page tags the way the service's own
    // writes do (lib/platform/page-cache/tag-versions.ts).
    Object.assign(process.env, testEnv(), { BASE_URL: baseUrl, API_URL: apiUrl, PORT: String(port), PAGE_CACHE: "off" });
    for (const [k, v] of Object.entries(extraEnv)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
    resetEnvCache();
    const holder = await cloneBase();
    const db = await holder.client;
    const server = await workerServer(port);
    await sandboxFor(server);
    stopping.stop = async () => {
      // This file's connections (kept-alive sockets, open streams) end with it.
      server.started.server.closeAllConnections();
      dropPooledConnections();
      await releaseProcessState();
    };
    return {
      web: new HttpClient(baseUrl),
      api: new HttpClient(apiUrl),
      db,
      port,
      baseUrl,
      apiUrl,
      async stop() {
        if (current !== stopping) return;
        current = null;
        await stopping.stop();
      },
    };
  } catch (err) {
    current = null;
    await releaseProcessState();
    throw err;
  }
}

/** Stops the app a file left running (the per-file hook in tests/setup/per-file.ts). */
export async function stopLeftoverApp(): Promise<void> {
  const left = current;
  current = null;
  await left?.stop();
}
