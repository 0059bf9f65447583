// Appending to a tree held as tiles (lib/statement-log/merkle.ts): which tiles a size leaves partial, what
// an append writes, and that a tree grown in many batches is the same tree as one grown at once.
import { describe, expect, it } from "vitest";
import { HASH_SIZE, leafHash, MemoryTiles, partialTiles, TILE_WIDTH, TileAppender, tileRoot, TreeReader } from "@/lib/statement-log/merkle";
import { refRoot } from "@/tests/unit/support/rfc6962";

const entries = (n: number, from = 0) => Array.from({ length: n }, (_, i) => Buffer.from(`leaf ${from + i}`));

describe("partial tiles", () => {
  it("name the rightmost unfinished tile at each level with its width", () => {
    expect(partialTiles(0)).toEqual([]);
    expect(partialTiles(5)).toEqual([{ level: 0, index: 0, width: 5 }]);
    expect(partialTiles(256)).toEqual([{ level: 1, index: 0, width: 1 }]);
    expect(partialTiles(256 * 256 + 256 + 7)).toEqual([
      { level: 0, index: 257, width: 7 },
      { level: 1, index: 1, width: 1 },
      { level: 2, index: 0, width: 1 },
    ]);
  });
});

describe("the tile appender", () => {
  it("writes a full level-0 tile once, and its root as the first hash of level 1", () => {
    const appender = new TileAppender(0, []);
    const leaves = entries(TILE_WIDTH + 3).map(leafHash);
    for (const h of leaves) appender.append(h);
    const writes = appender.writes();
    const byKey = new Map(writes.map((w) => [`${w.level}/${w.index}`, w.hashes]));
    expect([...byKey.keys()].sort()).toEqual(["0/0", "0/1", "1/0"]);
    expect(byKey.get("0/0")!.length).toBe(TILE_WIDTH * HASH_SIZE);
    expect(byKey.get("0/1")!.length).toBe(3 * HASH_SIZE);
    expect(byKey.get("1/0")!.equals(tileRoot(byKey.get("0/0")!))).toBe(true);
    expect(tileRoot(byKey.get("0/0")!).equals(refRoot(entries(TILE_WIDTH)))).toBe(true);
    expect(appender.size).toBe(TILE_WIDTH + 3);
  });

  it("grows the same tree in batches of any size as in one batch", async () => {
    const all = entries(700);
    const once = new MemoryTiles();
    once.append(all.map(leafHash));
    const batched = new MemoryTiles();
    for (let from = 0, step = 1; from < all.length; from += step, step = step * 3 + 1)
      batched.append(all.slice(from, from + step).map(leafHash));
    expect(batched.size).toBe(700);
    expect([...batched.tiles.keys()].sort()).toEqual([...once.tiles.keys()].sort());
    for (const [key, tile] of once.tiles) expect(batched.tiles.get(key)!.equals(tile), key).toBe(true);
    expect((await batched.tree().root()).equals(refRoot(all))).toBe(true);
  });

  it("overlays its writes on a store: the reader sees the appended tree before anything is stored", async () => {
    const store = new MemoryTiles();
    store.append(entries(10).map(leafHash));
    const appender = new TileAppender(
      10,
      partialTiles(10).map((p) => ({ level: p.level, hashes: store.tiles.get(`${p.level}/${p.index}`)! })),
    );
    for (const h of entries(5, 10).map(leafHash)) appender.append(h);
    const overlay = appender.overlay(store);
    expect((await overlay.readTile(0, 0, 15)).length).toBe(15 * HASH_SIZE);
    expect(store.tiles.get("0/0")!.length).toBe(10 * HASH_SIZE);
    expect((await new TreeReader(overlay, 15).root()).equals(refRoot(entries(15)))).toBe(true);
  });
});
