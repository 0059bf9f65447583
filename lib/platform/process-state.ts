// What one process keeps once, whichever copy of lib/ asks. A process can hold up to three copies of each
// module: Next's server bundle, our own server's (the fast lane and the job queue, bundled by bin/server.mjs) and, under
// test, vitest's. A value that must be one per process (the database, the clock, the parsed environment, a
// running timer) lives in a named slot of the one record below; every other value stays in its module.
// The names are listed here so the whole of what crosses between the copies is read in one place.
const SLOTS = Symbol.for("svc.process-state");

export type SlotName =
  // Configuration and time, set by the harness per test file and read by every copy.
  | "env"
  | "clock"
  | "secrets"
  // Connections and their state, opened once.
  | "db"
  | "redis"
  | "jobs"
  | "mail-transport"
  | "mail-job"
  | "events-pool"
  | "oauth-provider"
  | "a2a-transport"
  // Shared counters and caches whose contents one copy writes and another must read.
  | "ratelimit"
  | "remember-once"
  | "page-cache"
  | "page-cache-epoch"
  | "outside-in-cache"
  | "server-scoped-tokens"
  | "idempotency-purge"
  | "oauth-signing-key"
  | "server-dpop-key"
  | "log-key"
  // Timers and request scopes that a copy starts and another stops or reads.
  | "events-pump"
  | "changes-poller"
  | "a2a-task-sweep"
  | "page-status"
  | "witness-world";

type Record_ = Partial<Record<SlotName, unknown>>;

function slots(): Record_ {
  const g = globalThis as typeof globalThis & { [SLOTS]?: Record_ };
  return (g[SLOTS] ??= Object.create(null) as Record_);
}

/** A slot of this process: `value` is undefined until set, and setting undefined empties it. */
export interface ProcessSlot<T> {
  value: T | undefined;
}

export function processSlot<T>(name: SlotName): ProcessSlot<T> {
  return {
    get value() {
      return slots()[name] as T | undefined;
    },
    set value(next: T | undefined) {
      if (next === undefined) delete slots()[name];
      else slots()[name] = next;
    },
  };
}

/** Empties every slot, so each is made again on first use (the test harness, after stopping what runs). */
export function forgetProcessState(): void {
  const all = slots();
  for (const name of Object.keys(all)) delete all[name as SlotName];
}
