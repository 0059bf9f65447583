// Ten minutes per domain for svc_outside_in_read, so the tool cannot be used to flood a site: a read is
// kept in the shared store (Redis, across instances) and in this instance's memory, and one instance runs
// at most one read of a domain at a time. A store that fails is skipped: the memory copy still holds.
import { clock } from "@/lib/platform/clock";
import { log } from "@/lib/platform/log";
import { sharedStore } from "@/lib/platform/redis/client";
import { processSlot } from "@/lib/platform/process-state";

export const OUTSIDE_IN_CACHE_MS = 10 * 60 * 1000;
const MAX_MEMORY_ENTRIES = 5_000;

const GET = "return redis.call('GET', KEYS[1])";
const SET = "return redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])";

interface Kept<T> {
  at: number;
  value: T;
}

const held = processSlot<{ memory: Map<string, Kept<unknown>>; running: Map<string, Promise<Kept<unknown>>> }>("outside-in-cache");

function local() {
  held.value ??= { memory: new Map(), running: new Map() };
  return held.value;
}

async function fromShared<T>(key: string): Promise<Kept<T> | null> {
  const store = sharedStore();
  if (!store) return null;
  try {
    const text = await store.eval(GET, [key], []);
    return typeof text === "string" ? (JSON.parse(text) as Kept<T>) : null;
  } catch (err) {
    log("debug", "outside-in cache: shared store unavailable", { error: (err as Error).message });
    return null;
  }
}

async function toShared<T>(key: string, kept: Kept<T>, ttlMs: number): Promise<void> {
  const store = sharedStore();
  if (!store) return;
  try {
    await store.eval(SET, [key], [JSON.stringify(kept), String(ttlMs)]);
  } catch (err) {
    log("debug", "outside-in cache: shared store unavailable", { error: (err as Error).message });
  }
}

/** The kept read of `domain` when one is younger than ten minutes, else a fresh one (then kept). */
export async function cachedRead<T>(domain: string, read: () => Promise<T>): Promise<{ value: T; cachedAt: number | null }> {
  const key = `svc:outside-in:${domain}`;
  const { memory, running } = local();
  const now = clock().nowMs();
  const mine = memory.get(key) as Kept<T> | undefined;
  if (mine && now - mine.at < OUTSIDE_IN_CACHE_MS) return { value: mine.value, cachedAt: mine.at };
  const shared = await fromShared<T>(key);
  if (shared && now - shared.at < OUTSIDE_IN_CACHE_MS) {
    memory.set(key, shared);
    return { value: shared.value, cachedAt: shared.at };
  }
  const inFlight = running.get(key) as Promise<Kept<T>> | undefined;
  if (inFlight) {
    const kept = await inFlight;
    return { value: kept.value, cachedAt: kept.at };
  }
  const started = (async () => {
    const kept: Kept<T> = { at: clock().nowMs(), value: await read() };
    if (memory.size >= MAX_MEMORY_ENTRIES) {
      for (const [k, v] of memory) if (clock().nowMs() - v.at >= OUTSIDE_IN_CACHE_MS) memory.delete(k);
      if (memory.size >= MAX_MEMORY_ENTRIES) memory.delete(memory.keys().next().value as string);
    }
    memory.set(key, kept);
    await toShared(key, kept, OUTSIDE_IN_CACHE_MS);
    return kept;
  })();
  running.set(key, started);
  try {
    return { value: (await started).value, cachedAt: null };
  } finally {
    running.delete(key);
  }
}
