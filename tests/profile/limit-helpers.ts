// Helpers for the rate-limit tests: unique client addresses (sent in the configured trusted proxy
// header, so parallel test files never share a counter), window alignment and bursts.
import { randomInt } from "node:crypto";
import type { HttpClient, TestResponse } from "@/tests/helpers/client";

export const CLIENT_HEADER = "x-test-client";
export const MINUTE_MS = 60_000;

export function uniqueIpv4(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

export function uniqueIpv6Prefix(): string {
  return `2001:db8:${randomInt(65536).toString(16)}:${randomInt(65536).toString(16)}`;
}

/** The fixed one-minute window a time falls in (windows align to the epoch, as the limiter's do). */
export const minuteWindow = (t = Date.now()) => Math.floor(t / MINUTE_MS);

/** Sends `n` GETs, `concurrency` at a time, from one client address; returns every response. */
export async function burst(clients: HttpClient[], path: string, n: number, ip: string, concurrency = 12): Promise<TestResponse[]> {
  const out: TestResponse[] = [];
  let next = 0;
  const worker = async () => {
    while (next < n) {
      const i = next++;
      out[i] = await clients[i % clients.length].get(path, { [CLIENT_HEADER]: ip });
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return out;
}

/**
 * Runs `attempt` inside one minute window without waiting for one: if the window rolled over while it ran
 * (so the counts were split across two windows), runs it once more, now at the start of a fresh window.
 * `_needMs` is how long an attempt may take (documentation of the caller's budget; no test sleeps for it).
 */
export async function withinOneWindow<T>(_needMs: number, attempt: () => Promise<T>): Promise<T> {
  for (let tries = 0; ; tries++) {
    const start = minuteWindow();
    const result = await attempt();
    if (minuteWindow() === start || tries >= 1) return result;
  }
}

/** A window test sends several hundred requests, twice when a window rolled over meanwhile. */
export const WINDOW_TEST_TIMEOUT_MS = 180_000;
