// Seeded randomness for fixtures (lib/seed/prng.ts): FNV-1a seeds with the published test values, and
// generators that repeat exactly for a seed and keep their draws in range.
import { describe, expect, it } from "vitest";
import { mulberry32, rng, seedFrom } from "@/lib/seed/prng";

describe("seeds", () => {
  it("are 32-bit FNV-1a of the text (the reference implementation's test values)", () => {
    expect(seedFrom("")).toBe(0x811c9dc5);
    expect(seedFrom("a")).toBe(0xe40c292c);
    expect(seedFrom("foobar")).toBe(0xbf9cf968);
  });
});

describe("generators", () => {
  it("repeat the same sequence for the same seed, and another for another seed", () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const first = Array.from({ length: 5 }, () => a());
    expect(Array.from({ length: 5 }, () => b())).toEqual(first);
    const c = mulberry32(43);
    expect(Array.from({ length: 5 }, () => c())).not.toEqual(first);
    expect(rng("acme").next()).toBe(mulberry32(seedFrom("acme"))());
  });

  it("draw in [0, 1), integers within both bounds, and reach both bounds", () => {
    const r = rng(7);
    const ints = new Set<number>();
    for (let i = 0; i < 2000; i++) {
      const x = r.next();
      expect(x >= 0 && x < 1).toBe(true);
      ints.add(r.int(3, 6));
    }
    expect([...ints].sort()).toEqual([3, 4, 5, 6]);
  });

  it("pick members, sample distinct members, and take chance 0 and 1 at their word", () => {
    const r = rng("sample");
    const items = ["a", "b", "c", "d", "e"];
    expect(items).toContain(r.pick(items));
    const s = r.sample(items, 3);
    expect(new Set(s).size).toBe(3);
    for (const x of s) expect(items).toContain(x);
    expect(r.sample(items, 10).sort()).toEqual(items);
    expect(r.chance(0)).toBe(false);
    expect(r.chance(1)).toBe(true);
  });
});
