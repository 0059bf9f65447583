// The tree the sequencer builds (tiles, appended in batches of any size) yields roots and proofs that
// Merkle code the project did not write accepts: every index of every tree shape up to 64 entries and around the
// first tile boundary (256), first, last and sampled indices of every other size up to 300, and a random sample
// of indices and sizes in a tree of 100,000 entries. A proof against another root, or altered, fails.
// long-running (every tree shape up to 300 and a tree of 100,000 entries): the sequencer starts it early (tests/setup/sequencer.ts).
import { describe, expect, it } from "vitest";
import { leafHash, MemoryTiles, TILE_WIDTH } from "@/lib/statement-log/merkle";
import { verifyConsistency, verifyInclusion } from "@/lib/statement-log/verify-proof";
import { sigstoreInclusionHolds, transmuteConsistencyHolds, transmuteTreeHead } from "@/tests/statement-log/independent-merkle";

const entry = (i: number) => Buffer.from(`entry ${i}`);

// Appended in uneven batches, so tile boundaries fall inside batches as the sequencer's do.
function tree(n: number): MemoryTiles {
  const t = new MemoryTiles();
  for (let i = 0, batch = 1; i < n; i += batch, batch = ((batch * 7) % 97) + 1) {
    t.append(Array.from({ length: Math.min(batch, n - i) }, (_, k) => leafHash(entry(i + k))));
  }
  return t;
}

// A small deterministic PRNG, so a failing sample can be replayed.
function prng(seed: number) {
  let s = seed >>> 0;
  return () => (s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32;
}

// Sizes checked at every index: all small shapes, and those around the first full tile. The independent
// implementations cost milliseconds a check (45,150 checks for every index of every size took a minute).
const EVERY_INDEX = (size: number) => size <= 64 || (size >= 250 && size <= 262) || size === 300;

function indicesToCheck(size: number, rand: () => number): number[] {
  if (EVERY_INDEX(size)) return Array.from({ length: size }, (_, i) => i);
  const edges = [0, 1, size - 2, size - 1, TILE_WIDTH - 1, TILE_WIDTH].filter((i) => i >= 0 && i < size);
  return [...new Set([...edges, ...Array.from({ length: 4 }, () => Math.floor(rand() * size))])];
}

describe("Merkle proofs against independent implementations", { timeout: 600_000 }, () => {
  const small = tree(300);
  const entries = Array.from({ length: 300 }, (_, i) => entry(i));

  it("gives the root @transmute/rfc9162 computes for every small size, around the tile boundary and every 10th size to 300", async () => {
    for (let size = 1; size <= 300; size++) {
      if (!EVERY_INDEX(size) && size % 10 !== 0) continue;
      expect((await small.tree(size).root()).equals(await transmuteTreeHead(entries.slice(0, size))), `size ${size}`).toBe(true);
    }
  });

  // @sigstore/verify recomputes the root from the entry and the proof: an accepted proof also checks the root.
  it("gives inclusion proofs @sigstore/verify accepts for every size from 1 to 300 (every index where EVERY_INDEX)", async () => {
    let checked = 0;
    const rand = prng(9162);
    for (let size = 1; size <= 300; size++) {
      const t = small.tree(size);
      const root = await t.root();
      for (const index of indicesToCheck(size, rand)) {
        const proof = await t.inclusionProof(index);
        if (!sigstoreInclusionHolds(entries[index]!, index, size, proof, root)) throw new Error(`inclusion ${index} in ${size} refused`);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan((64 * 65) / 2 + 12 * 250 + 300 + 200 * 6);
  });

  it("gives consistency proofs @transmute/rfc9162 accepts from every size up to 300 to sizes after it", async () => {
    const roots: Buffer[] = [Buffer.alloc(0)];
    for (let size = 1; size <= 300; size++) roots.push(await small.tree(size).root());
    let checked = 0;
    // Every size is the older tree of a proof to the next size, to a tile boundary, to 300 and to a size between.
    for (let from = 1; from < 300; from++) {
      for (const to of new Set([from + 1, Math.min(300, from + 7), 256 > from ? 256 : 300, 300, Math.min(300, 2 * from)])) {
        if (to <= from) continue;
        const t = small.tree(to);
        const proof = await t.consistencyProof(from);
        if (!(await transmuteConsistencyHolds(from, to, roots[from]!, roots[to]!, proof)))
          throw new Error(`consistency ${from} -> ${to} refused`);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(299 * 3);
  });

  it("verifies a random sample of proofs in a tree of 100,000 entries", async () => {
    const big = tree(100_000);
    expect(big.size).toBe(100_000);
    const rand = prng(15);
    for (let k = 0; k < 200; k++) {
      const size = 1 + Math.floor(rand() * 100_000);
      const index = Math.floor(rand() * size);
      const from = 1 + Math.floor(rand() * size);
      const t = big.tree(size);
      const root = await t.root();
      expect(sigstoreInclusionHolds(entry(index), index, size, await t.inclusionProof(index), root), `inclusion ${index} in ${size}`).toBe(
        true,
      );
      const fromRoot = await big.tree(from).root();
      const proof = await t.consistencyProof(from);
      if (from < size)
        expect(await transmuteConsistencyHolds(from, size, fromRoot, root, proof), `consistency ${from} -> ${size}`).toBe(true);
      expect(verifyConsistency(from, size, fromRoot, root, proof)).toBe(true);
    }
    // The full tree's root, through proofs @sigstore/verify checks against it at its first, middle and last entries.
    const whole = big.tree();
    const root = await whole.root();
    for (const index of [0, 49_999, 65_535, 65_536, 99_999]) {
      expect(sigstoreInclusionHolds(entry(index), index, 100_000, await whole.inclusionProof(index), root), `inclusion ${index}`).toBe(
        true,
      );
    }
  });

  it("refuses a proof against a different root, an altered proof and a wrong index", async () => {
    const t = small.tree(257);
    const root = await t.root();
    const other = await small.tree(256).root();
    const proof = await t.inclusionProof(100);
    expect(sigstoreInclusionHolds(entries[100]!, 100, 257, proof, root)).toBe(true);
    expect(sigstoreInclusionHolds(entries[100]!, 100, 257, proof, other)).toBe(false);
    const altered = proof.map((h, i) => (i === 2 ? Buffer.from(h.map((b, j) => (j === 0 ? b ^ 1 : b))) : h));
    expect(sigstoreInclusionHolds(entries[100]!, 100, 257, altered, root)).toBe(false);
    expect(sigstoreInclusionHolds(entries[100]!, 101, 257, proof, root)).toBe(false);
    // The verifier the token check uses agrees with the independent one on all four.
    expect(verifyInclusion(100, 257, leafHash(entries[100]!), proof, root)).toBe(true);
    expect(verifyInclusion(100, 257, leafHash(entries[100]!), proof, other)).toBe(false);
    expect(verifyInclusion(100, 257, leafHash(entries[100]!), altered, root)).toBe(false);
    expect(verifyInclusion(101, 257, leafHash(entries[100]!), proof, root)).toBe(false);
    const c = await t.consistencyProof(100);
    expect(await transmuteConsistencyHolds(100, 257, await small.tree(100).root(), root, c)).toBe(true);
    expect(await transmuteConsistencyHolds(100, 257, await small.tree(99).root(), root, c)).toBe(false);
  });

  it("writes each full tile once: 256 hashes at level 0, their roots at level 1", () => {
    const t = tree(TILE_WIDTH * TILE_WIDTH + 3);
    expect(t.tiles.get("0/0")!.length).toBe(TILE_WIDTH * 32);
    expect(t.tiles.get("1/0")!.length).toBe(TILE_WIDTH * 32);
    expect(t.tiles.get("2/0")!.length).toBe(32);
    expect(t.tiles.get(`0/${TILE_WIDTH}`)!.length).toBe(3 * 32);
  });
});
