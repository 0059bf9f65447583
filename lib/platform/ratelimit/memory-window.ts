// Per-instance fixed-window counting: the fallback when the shared store is absent or failing.
// Buckets align to the epoch exactly as @upstash/ratelimit's fixedWindow does, so both agree on resets.
import { clock } from "@/lib/platform/clock";

export interface WindowResult {
  success: boolean;
  limit: number;
  remaining: number;
  /** Epoch ms when the window resets. */
  reset: number;
}

const MAX_KEYS = 50_000;

export class MemoryWindow {
  private readonly counts = new Map<string, { bucket: number; used: number }>();
  private sweptBucket = -1;

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  take(identifier: string, units: number, now = clock().nowMs()): WindowResult {
    const bucket = Math.floor(now / this.windowMs);
    const reset = (bucket + 1) * this.windowMs;
    const entry = this.counts.get(identifier);
    const used = entry && entry.bucket === bucket ? entry.used : 0;
    if (used + units > this.limit) return { success: false, limit: this.limit, remaining: Math.max(0, this.limit - used), reset };
    if (entry) {
      entry.bucket = bucket;
      entry.used = used + units;
    } else {
      if (this.counts.size >= MAX_KEYS) this.evict(bucket);
      this.counts.set(identifier, { bucket, used: used + units });
    }
    return { success: true, limit: this.limit, remaining: this.limit - used - units, reset };
  }

  /** Clients counted in this process (bounded by MAX_KEYS). */
  get size(): number {
    return this.counts.size;
  }

  // Past windows' entries are swept once per window. Within one window, a full map forgets its oldest
  // quarter of clients (a Map keeps insertion order) in one pass. Forgetting one client per new one
  // looked cheaper but was not: a Map leaves deleted slots in place until it rehashes, so finding the
  // oldest live entry walked every slot deleted before it, 10 to 15 µs per new client once full
  // (docs/performance.md); and scanning every entry on each new client had grown the hour window's map
  // without bound before that.
  private evict(bucket: number) {
    if (this.sweptBucket !== bucket) {
      this.sweptBucket = bucket;
      for (const [k, v] of this.counts) if (v.bucket !== bucket) this.counts.delete(k);
    }
    if (this.counts.size < MAX_KEYS) return;
    let forget = MAX_KEYS / 4;
    for (const k of this.counts.keys()) {
      if (forget-- <= 0) break;
      this.counts.delete(k);
    }
  }
}
