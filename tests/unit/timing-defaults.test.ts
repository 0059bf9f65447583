// The timers the integration suite shortens (so it checks the same behaviour in milliseconds) keep their
// production values when nothing sets them: the event channels' deadline and retry budget (spec 6.1-6.3),
// the change stream's lifetime, heartbeat and reconnect delay, and how long a killed process's lock on the
// embedded database outlives it.
import { afterEach, describe, expect, it } from "vitest";
import { env, resetEnvCache } from "@/lib/platform/env";
import { retryBudgetMs } from "@/lib/events/send-with-retries";

const NAMES = [
  "EVENTS_DEADLINE_MS",
  "EVENTS_RETRY_BUDGET_MS",
  "STREAM_MAX_MS",
  "STREAM_HEARTBEAT_MS",
  "STREAM_RETRY_MS",
  "DATA_DIR_LOCK_STALE_MS",
] as const;
const saved = Object.fromEntries(NAMES.map((n) => [n, process.env[n]]));

afterEach(() => {
  for (const n of NAMES) {
    if (saved[n] === undefined) delete process.env[n];
    else process.env[n] = saved[n];
  }
  resetEnvCache();
});

describe("timing settings", () => {
  it("default to the production values", () => {
    for (const n of NAMES) delete process.env[n];
    resetEnvCache();
    const e = env();
    expect([e.EVENTS_DEADLINE_MS, e.EVENTS_RETRY_BUDGET_MS, retryBudgetMs()]).toEqual([10_000, 15_000, 15_000]);
    expect([e.STREAM_MAX_MS, e.STREAM_HEARTBEAT_MS, e.STREAM_RETRY_MS]).toEqual([50_000, 15_000, 3_000]);
    expect(e.DATA_DIR_LOCK_STALE_MS).toBe(15_000);
  });

  it("take a shorter value from the environment, and refuse a nonsensical one", () => {
    process.env.EVENTS_RETRY_BUDGET_MS = "3000";
    resetEnvCache();
    expect(retryBudgetMs()).toBe(3_000);
    process.env.EVENTS_DEADLINE_MS = "0";
    resetEnvCache();
    expect(() => env()).toThrow(/EVENTS_DEADLINE_MS/);
  });
});
