// Browser tests in Debian's chromium (no browser download), against two servers on fresh embedded databases:
// - "production": `npm start` (the built app), where the local world and /dev/world are absent (404);
// - "development": `npm run dev`, exactly as a new user starts it on a fresh clone, with the local HTTPS world
//   and /dev/world, where the company and team journeys run whole (tests/e2e/journeys/*.e2e.ts).
import os from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3100);
const devPort = Number(process.env.E2E_DEV_PORT ?? port + 1);
const dataDir = path.join(os.tmpdir(), `svc-e2e-${process.pid}`);
// Set once in the runner and inherited by its workers (which load this file again under their own pid):
// the journeys run `npm run witness` beside the development server, which finds it through its DATA_DIR.
process.env.E2E_DEV_DATA_DIR ??= path.join(os.tmpdir(), `svc-e2e-dev-${process.pid}`);
const devDataDir = process.env.E2E_DEV_DATA_DIR;
const JOURNEYS = /journeys\/.*\.e2e\.ts$/;

// Both servers: embedded database in their own folder, no PostgreSQL or Redis even if the shell names them.
const serverEnv = (p: number, dir: string) => ({
  PORT: String(p),
  BASE_URL: `http://localhost:${p}`,
  API_URL: `http://api.localhost:${p}`,
  DATA_DIR: dir,
  DATABASE_URL: "",
  REDIS_URL: "",
  NEXT_TELEMETRY_DISABLED: "1",
});

export default defineConfig({
  testDir: ".",
  testMatch: /.*\.e2e\.ts$/,
  outputDir: path.resolve(import.meta.dirname, "../../test-results/e2e"),
  timeout: 60_000,
  workers: 1,
  reporter: [["list"]],
  use: {
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
      ],
    },
  },
  projects: [
    { name: "production", testIgnore: JOURNEYS, use: { baseURL: `http://localhost:${port}` } },
    {
      name: "development",
      testMatch: JOURNEYS,
      // The development server compiles each page and route on its first request (seconds each, more on a
      // busy machine): generous limits, while every wait still polls for its condition.
      timeout: 600_000,
      expect: { timeout: 60_000 },
      use: { baseURL: `http://localhost:${devPort}`, navigationTimeout: 180_000, actionTimeout: 180_000 },
    },
  ],
  webServer: [
    {
      command: `rm -rf ${dataDir} && npm start`,
      url: `http://localhost:${port}/api/problems`,
      timeout: 120_000,
      reuseExistingServer: false,
      env: {
        ...serverEnv(port, dataDir),
        // The pages assert the seeded fixtures' states (no observation, a failed read, ...): the hourly
        // engine would re-read the demo domains at their jittered minute and change them mid-run.
        JOBS: "off",
        // The account flow reads its confirmation link from the development mailbox.
        DEV_MAILBOX: "1",
      },
    },
    {
      // A new user's `npm run dev`: the job queue on (mail is queued, the engine reads on its slots), the
      // development mailbox and the local world. Ready once /dev/world answers (its first compile included).
      command: `rm -rf ${devDataDir} && npm run dev`,
      url: `http://localhost:${devPort}/dev/world`,
      timeout: 300_000,
      reuseExistingServer: false,
      env: serverEnv(devPort, devDataDir),
    },
  ],
});
