// Runs before every test file (vitest setupFiles). A worker runs many files one after another in one
// process (isolate: false in tests/vitest.config.ts): each starts from the worker's own environment, and
// whatever a file left running (an app it did not stop, a queue, a world, a clock) is released after it.
import { afterAll } from "vitest";
import { stopLeftoverApp } from "@/tests/helpers/app";
import { releaseProcessState } from "@/tests/helpers/process-state";
import { restoreWorkerEnv } from "@/tests/setup/worker-env";

restoreWorkerEnv();

afterAll(async () => {
  await stopLeftoverApp();
  await releaseProcessState();
  restoreWorkerEnv();
});
