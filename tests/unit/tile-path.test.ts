// tlog-tiles resource paths (C2SP tlog-tiles, lib/statement-log/tile-path.ts): the spec's own example,
// round trips, and the shortest spelling only.
import { describe, expect, it } from "vitest";
import { encodeTileIndex, parseTilePath, tilePath } from "@/lib/statement-log/tile-path";

const segments = (path: string) => path.split("/");

describe("tile paths", () => {
  it("write the index in 3-digit groups, all but the last with an x (the spec's 1234067 example)", () => {
    expect(encodeTileIndex(1234067)).toBe("x001/x234/067");
    expect(encodeTileIndex(0)).toBe("000");
    expect(encodeTileIndex(999)).toBe("999");
    expect(encodeTileIndex(1000)).toBe("x001/000");
    expect(tilePath({ level: 2, index: 1234067 })).toBe("2/x001/x234/067");
    expect(tilePath({ level: 0, index: 1234067, width: 8 })).toBe("0/x001/x234/067.p/8");
    expect(tilePath({ level: "entries", index: 5 })).toBe("entries/005");
  });

  it("parse back what they write, full and partial, tiles and entry bundles", () => {
    for (const t of [
      { level: 0, index: 0 },
      { level: 1, index: 999 },
      { level: 63, index: 1234067 },
      { level: 0, index: 1000, width: 255 },
      { level: "entries" as const, index: 42, width: 1 },
      { level: "entries" as const, index: Number.MAX_SAFE_INTEGER },
    ]) {
      expect(parseTilePath(segments(tilePath(t)))).toEqual(t);
    }
  });

  it("refuse every other spelling: leading zeros, a level over 63, a width of 0 or over 255, a missing x", () => {
    for (const bad of [
      "00/000",
      "64/000",
      "0/x000/001",
      "0/001/002",
      "0/x001",
      "0/1",
      "0/0001",
      "0/000.p/0",
      "0/000.p/256",
      "0/000.p/08",
      "entry/000",
      "0",
      "-1/000",
    ]) {
      expect(parseTilePath(segments(bad)), bad).toBeNull();
    }
  });
});
