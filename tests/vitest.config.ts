import path from "node:path";
import { defineConfig } from "vitest/config";

const root = path.resolve(import.meta.dirname, "..");

export default defineConfig({
  root,
  resolve: { alias: { "@": root } },
  test: {
    include: ["tests/**/*.test.ts"],
    // Unit tests run under their own config (tests/unit/vitest.config.ts); `npm test` runs both.
    exclude: ["tests/e2e/**", "tests/unit/**", "node_modules/**"],
    globalSetup: ["tests/setup/global-setup.ts"],
    pool: "forks",
    // Each file starts its own app (Next + its own database clone); two at a time fits two cores.
    maxWorkers: 2,
    fileParallelism: true,
    testTimeout: 30_000,
    hookTimeout: 120_000,
    reporters: ["default"],
  },
});
