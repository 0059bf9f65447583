import { availableParallelism } from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";
import { SHORT_LIVED_WASM_FLAGS } from "../bin/wasm-tiering.mjs";
import LongRunningFirst from "./setup/sequencer";

const root = path.resolve(import.meta.dirname, "..");

export default defineConfig({
  root,
  resolve: { alias: { "@": root } },
  test: {
    include: ["tests/**/*.test.ts"],
    // Unit tests run under their own config (tests/unit/vitest.config.ts); `npm test` runs both.
    exclude: ["tests/e2e/**", "tests/unit/**", "node_modules/**"],
    globalSetup: ["tests/setup/global-setup.ts"],
    setupFiles: ["tests/setup/per-file.ts"],
    pool: "forks",
    // A young generation of up to 64 MB, not 16: a worker allocates quickly (a database copy and a Next app a
    // file), and fewer scavenges cut its collector time. A worker lives minutes, so PGlite's WebAssembly is not
    // compiled a second time for speed it would not live to use (bin/wasm-tiering.mjs); docs/testing.md.
    execArgv: ["--max-semi-space-size=64", ...SHORT_LIVED_WASM_FLAGS],
    // One worker more than cores: a worker often waits on a child process, a timer or a stream, and the
    // extra one fills that time. Each runs many files in one process and keeps its modules and its Next server
    // between them (preparing both costs seconds a file); each file still gets a fresh app: its own environment
    // and database clone, nothing left running from the file before (tests/helpers/app.ts). Files that start
    // processes or run long go first (tests/setup/sequencer.ts).
    maxWorkers: Math.min(availableParallelism() + 1, 8),
    isolate: false,
    fileParallelism: true,
    testTimeout: 30_000,
    // Generous: a hook that starts a second instance or seeds a private server takes minutes on a starved machine.
    hookTimeout: 300_000,
    reporters: ["default"],
    sequence: { sequencer: LongRunningFirst },
  },
});
