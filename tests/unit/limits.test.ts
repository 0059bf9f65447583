// Limit arithmetic on a fake clock: fixed windows aligned to the epoch, refusals without spending, resets.
import { afterEach, describe, expect, it } from "vitest";
import { manualClock, setClock } from "@/lib/platform/clock";
import { consume } from "@/lib/platform/ratelimit/limiter";
import { MemoryWindow } from "@/lib/platform/ratelimit/memory-window";
import type { LimitPolicy } from "@/lib/platform/ratelimit/policies";
import { rateLimited } from "@/lib/http/rate-limit";

afterEach(() => setClock(undefined));

describe("MemoryWindow", () => {
  it("allows the limit in a window, refuses the next, and resets at the window's end", () => {
    const w = new MemoryWindow(3, 60_000);
    const t = 120_000; // a window boundary
    expect([1, 2, 3].map(() => w.take("a", 1, t + 10).remaining)).toEqual([2, 1, 0]);
    expect(w.take("a", 1, t + 59_999)).toEqual({ success: false, limit: 3, remaining: 0, reset: 180_000 });
    expect(w.take("b", 1, t + 59_999).success).toBe(true);
    expect(w.take("a", 1, t + 60_000)).toEqual({ success: true, limit: 3, remaining: 2, reset: 240_000 });
  });

  it("keeps at most 50,000 clients: past windows are swept, and within a window the oldest quarter goes at once", () => {
    const w = new MemoryWindow(2, 3_600_000);
    const t = 7_200_000;
    w.take("old", 1, t - 1); // the previous window
    let most = 0;
    for (let i = 0; i < 60_000; i++) {
      w.take(`c${i}`, 1, t + i);
      most = Math.max(most, w.size);
    }
    expect(most).toBe(50_000);
    // Full at the 50,001st client of this window ("old" was swept first): c0 to c12499 went.
    expect(w.size).toBe(60_000 - 12_500);
    // The newest clients keep their counts; the first of this window were forgotten to make room.
    expect(w.take("c59999", 1, t + 60_000).remaining).toBe(0);
    expect(w.take("c59999", 1, t + 60_001).success).toBe(false);
    expect(w.take("c0", 1, t + 60_002).remaining).toBe(1);
  });

  it("spends several units at once and refuses a spend that would cross the limit", () => {
    const w = new MemoryWindow(5, 1000);
    expect(w.take("a", 4, 0).remaining).toBe(1);
    expect(w.take("a", 2, 1).success).toBe(false);
    expect(w.take("a", 1, 2).remaining).toBe(0);
  });
});

describe("consume on the injected clock (no shared store)", () => {
  const policy: LimitPolicy = {
    name: `unit-${Math.random()}`,
    windows: [
      { limit: 2, seconds: 60 },
      { limit: 3, seconds: 3600 },
    ],
    sendRetryAfter: true,
  };

  it("refuses by the shortest full window, with Retry-After until it resets, then by the hour", async () => {
    const clock = manualClock(Date.UTC(2026, 0, 1, 10, 0, 0));
    setClock(clock);
    expect((await consume(policy, "x")).allowed).toBe(true);
    expect((await consume(policy, "x")).remaining).toBe(0);
    clock.advance(15_000);
    const refused = await consume(policy, "x");
    expect(refused).toMatchObject({ allowed: false, retryAfter: 45, limit: 2, store: "instance" });
    clock.advance(45_000);
    expect(await consume(policy, "x")).toMatchObject({ allowed: true, limit: 3, remaining: 0 });
    clock.advance(60_000);
    expect(await consume(policy, "x")).toMatchObject({ allowed: false, limit: 3, retryAfter: 3600 - 120 });
  });

  it("builds the one 429: code, Retry-After, retry time, and no Retry-After for a policy that sends none", () => {
    const err = rateLimited(policy, { limit: 2, retryAfter: 45, resetAt: Date.UTC(2026, 0, 1, 10, 1) }, "from one address");
    expect([err.code, err.status, err.options.retryAfter, err.options.sendRetryAfter]).toEqual(["rate_limited", 429, 45, true]);
    expect(err.message).toBe("Too many requests: at most 2 in this window from one address (2 a minute, 3 an hour). Retry in 45 s.");
    expect(err.options.retryAt?.toISOString()).toBe("2026-01-01T10:01:00.000Z");
    const quiet = rateLimited(
      { ...policy, sendRetryAfter: false, windows: [{ limit: 10, seconds: 900 }] },
      { limit: 10, retryAfter: 45, resetAt: 0 },
      "from one address",
    );
    expect(quiet.message).toBe(
      "Too many requests: at most 10 in this window from one address (10 in 15 minutes). Back off and retry once.",
    );
    expect([quiet.options.sendRetryAfter, quiet.message.endsWith("Back off and retry once.")]).toEqual([false, true]);
  });
});
