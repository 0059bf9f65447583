// `npm run test:unit`: pure unit tests of the parts that need no server, no database and no network.
// No global setup (nothing boots); the whole folder runs in a few seconds.
import path from "node:path";
import { defineConfig } from "vitest/config";

const root = path.resolve(import.meta.dirname, "../..");

for (const name of ["REDIS_URL", "UPSTASH_REDIS_REST_URL", "DATABASE_URL"]) delete process.env[name];

export default defineConfig({
  root,
  resolve: { alias: { "@": root } },
  test: {
    include: ["tests/unit/**/*.test.ts"],
    pool: "threads",
    // Files share a worker's modules: importing lib/ again for each file cost more than the tests. A file that
    // changes the clock or the environment puts it back after each test (support/scoped-env.ts, setClock).
    isolate: false,
    testTimeout: 5_000,
    reporters: ["default"],
    // Vite sets BASE_URL to "/" for its own use; the service's BASE_URL is a URL. No shared store: limits count in memory.
    env: {
      CURSOR_SECRET: "unit-test-cursor-secret-0123456789abcdef",
      NODE_ENV: "test",
      BASE_URL: "http://localhost:3000",
      API_URL: "http://api.localhost:3000",
    },
  },
});
