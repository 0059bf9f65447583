// Shared rate limiting: @upstash/ratelimit fixed windows counted in Redis across instances. When the
// store is absent, fails or times out, each instance counts alone at the same ceilings and the request
// is not refused for the store's sake.
import { Ratelimit } from "@upstash/ratelimit";
import { log } from "@/lib/platform/log";
import { sharedStore, type SharedStore } from "@/lib/platform/redis/client";
import { MemoryWindow, type WindowResult } from "@/lib/platform/ratelimit/memory-window";
import type { LimitPolicy } from "@/lib/platform/ratelimit/policies";
import { clock } from "@/lib/platform/clock";
import { processSlot } from "@/lib/platform/process-state";

export interface LimitDecision {
  allowed: boolean;
  /** Seconds until the refusing window resets (0 when allowed). */
  retryAfter: number;
  limit: number;
  remaining: number;
  resetAt: number;
  store: "shared" | "instance";
}

interface Limiters {
  shared: Ratelimit[] | null;
  memory: MemoryWindow[];
}

const held = processSlot<Map<string, Limiters>>("ratelimit");

function limitersFor(policy: LimitPolicy, store: SharedStore | null): Limiters {
  held.value ??= new Map();
  let l = held.value.get(policy.name);
  if (!l) {
    l = {
      shared: store
        ? policy.windows.map(
            (w) =>
              new Ratelimit({
                redis: store as never,
                limiter: Ratelimit.fixedWindow(w.limit, `${w.seconds} s`),
                prefix: `svc:rl:${policy.name}:${w.seconds}`,
                analytics: false,
                ephemeralCache: false,
                // No race against a timer (that would pass the request uncounted); the store's own
                // command timeout fails the call and we count per instance instead.
                timeout: 0,
              }),
          )
        : null,
      memory: policy.windows.map((w) => new MemoryWindow(w.limit, w.seconds * 1000)),
    };
    held.value.set(policy.name, l);
  }
  return l;
}

function decision(r: WindowResult, store: LimitDecision["store"], now: number): LimitDecision {
  return {
    allowed: r.success,
    retryAfter: r.success ? 0 : Math.max(1, Math.ceil((r.reset - now) / 1000)),
    limit: r.limit,
    remaining: r.remaining,
    resetAt: r.reset,
    store,
  };
}

/**
 * Spends `units` from every window of the policy for this identifier. Windows are checked shortest
 * first and the first refusal stops the walk, so a refused short window spends nothing from the long one.
 */
export async function consume(policy: LimitPolicy, identifier: string, units = 1): Promise<LimitDecision> {
  const limiters = limitersFor(policy, sharedStore());
  let last: LimitDecision | null = null;
  for (let i = 0; i < policy.windows.length; i++) {
    const now = clock().nowMs();
    let d: LimitDecision;
    const shared = limiters.shared?.[i];
    if (shared) {
      try {
        const r = await shared.limit(identifier, { rate: units });
        d = decision(r, "shared", now);
      } catch (err) {
        log("debug", "shared limiter failed; counting per instance", { policy: policy.name, error: (err as Error).message });
        d = decision(limiters.memory[i].take(identifier, units, now), "instance", now);
      }
    } else {
      d = decision(limiters.memory[i].take(identifier, units, now), "instance", now);
    }
    if (!d.allowed) return d;
    if (!last || d.remaining < last.remaining) last = d;
  }
  return last!;
}
