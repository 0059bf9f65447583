// "Seen before?" with an expiry, shared across instances through the store (SET NX PX), or per instance
// when the store is absent or failing. Used for DPoP proof jti replay.
import { sharedStore } from "@/lib/platform/redis/client";
import { clock } from "@/lib/platform/clock";
import { processSlot } from "@/lib/platform/process-state";

const held = processSlot<Map<string, number>>("remember-once");

function memory(): Map<string, number> {
  return (held.value ??= new Map());
}

function rememberInMemory(key: string, ttlMs: number, now: number): boolean {
  const seen = memory();
  const until = seen.get(key);
  if (until !== undefined && until > now) return false;
  if (seen.size > 100_000) for (const [k, v] of seen) if (v <= now) seen.delete(k);
  seen.set(key, now + ttlMs);
  return true;
}

/** True the first time `key` is presented within `ttlMs`; false for every repeat. */
export async function rememberOnce(namespace: string, key: string, ttlMs: number): Promise<boolean> {
  const full = `svc:once:${namespace}:${key}`;
  const now = clock().nowMs();
  const store = sharedStore();
  if (store) {
    try {
      const first = await store.setIfAbsent(full, "1", ttlMs);
      // Also remember locally, so a later fallback still refuses what the store already saw.
      rememberInMemory(full, ttlMs, now);
      return first;
    } catch {
      // fall through to per-instance memory
    }
  }
  return rememberInMemory(full, ttlMs, now);
}
