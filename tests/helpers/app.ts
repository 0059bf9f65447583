// Starts the real app in this test process: Next's production build behind our own server, on a free
// port, with its own clone of the seeded database. Tests then speak HTTP to both hosts.
import { inject } from "vitest";
import { closeDb, type Db } from "@/lib/db/client";
import { resetEnvCache } from "@/lib/env";
import { startServer, type StartedServer } from "@/lib/server/start";
import { RUN_ENV, SNAPSHOT_ENV, TEMPLATE_ENV, cloneBase } from "../setup/test-db";
import { testEnv } from "../setup/test-env";
import { HttpClient } from "./client";
import { freePort } from "./free-port";

export interface TestApp {
  web: HttpClient;
  api: HttpClient;
  db: Db;
  port: number;
  baseUrl: string;
  apiUrl: string;
  stop(): Promise<void>;
}

function adoptRunVariables() {
  for (const key of [RUN_ENV, SNAPSHOT_ENV, TEMPLATE_ENV]) {
    const value = inject(key as never) as string | undefined;
    if (value) process.env[key] = value;
  }
}

export async function startApp(extraEnv: Record<string, string | undefined> = {}): Promise<TestApp> {
  adoptRunVariables();
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const apiUrl = `http://api.localhost:${port}`;
  Object.assign(process.env, testEnv(), { BASE_URL: baseUrl, API_URL: apiUrl, PORT: String(port) });
  for (const [k, v] of Object.entries(extraEnv)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  resetEnvCache();
  const holder = await cloneBase();
  const db = await holder.client;
  let server: StartedServer;
  try {
    server = await startServer({ dev: false, port, hostname: "127.0.0.1", quiet: true });
  } catch (err) {
    await closeDb();
    throw err;
  }
  return {
    web: new HttpClient(baseUrl),
    api: new HttpClient(apiUrl),
    db,
    port,
    baseUrl,
    apiUrl,
    async stop() {
      await server.close();
      await closeDb();
    },
  };
}
