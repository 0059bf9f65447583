// The clock: every module asks it for the time (never `new Date()` / `Date.now()` directly), so a test can
// move time forward in milliseconds instead of waiting out a window, an expiry or an hourly schedule.
// One per process (a slot of process-state.ts), so the app bundle and the in-process test harness share it.
import { processSlot } from "@/lib/platform/process-state";

export interface Clock {
  /** The current time. */
  now(): Date;
  /** The current time in epoch milliseconds. */
  nowMs(): number;
  /** Resolves after `ms` of this clock's time. */
  sleep(ms: number): Promise<void>;
}

export const systemClock: Clock = {
  now: () => new Date(),
  nowMs: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

const held = processSlot<Clock>("clock");

/** The clock in force: the system clock unless a test installed another. */
export function clock(): Clock {
  return held.value ?? systemClock;
}

/** Installs a clock for this process (tests only); `undefined` restores the system clock. */
export function setClock(next: Clock | undefined): void {
  held.value = next;
}

/** A clock that stands still until told to move: `advance` also settles the sleeps it passes. */
export interface ManualClock extends Clock {
  advance(ms: number): void;
  set(to: Date | number): void;
}

export function manualClock(start: Date | number = Date.UTC(2026, 0, 1)): ManualClock {
  let at = typeof start === "number" ? start : start.getTime();
  const sleepers: { until: number; resolve: () => void }[] = [];
  const wake = () => {
    for (let i = sleepers.length - 1; i >= 0; i--) {
      if (sleepers[i]!.until <= at) sleepers.splice(i, 1)[0]!.resolve();
    }
  };
  return {
    now: () => new Date(at),
    nowMs: () => at,
    sleep: (ms) =>
      new Promise<void>((resolve) => {
        sleepers.push({ until: at + ms, resolve });
        wake();
      }),
    advance(ms) {
      at += ms;
      wake();
    },
    set(to) {
      at = typeof to === "number" ? to : to.getTime();
      wake();
    },
  };
}
