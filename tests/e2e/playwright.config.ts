// Browser tests against `npm start` on a fresh embedded database, in Debian's chromium (no browser download).
import os from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3100);
const dataDir = path.join(os.tmpdir(), `svc-e2e-${process.pid}`);

export default defineConfig({
  testDir: ".",
  testMatch: /.*\.e2e\.ts$/,
  outputDir: path.resolve(import.meta.dirname, "../../test-results/e2e"),
  timeout: 60_000,
  workers: 1,
  reporter: [["list"]],
  use: {
    baseURL: `http://localhost:${port}`,
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
  webServer: {
    command: `rm -rf ${dataDir} && npm start`,
    url: `http://localhost:${port}/api/problems`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      BASE_URL: `http://localhost:${port}`,
      API_URL: `http://api.localhost:${port}`,
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      REDIS_URL: "",
      NEXT_TELEMETRY_DISABLED: "1",
      // The pages assert the seeded fixtures' states (no observation, a failed read, ...): the hourly
      // engine would re-read the demo domains at their jittered minute and change them mid-run.
      JOBS: "off",
      // The account flow reads its confirmation link from the development mailbox.
      DEV_MAILBOX: "1",
    },
  },
});
