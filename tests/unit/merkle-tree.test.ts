// The log's tiled Merkle tree (lib/statement-log/merkle.ts) against the Certificate Transparency vectors
// and a tree written from RFC 9162's definitions: roots, inclusion paths and consistency proofs.
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { EMPTY_ROOT, leafHash, LogRangeError, MemoryTiles, nodeHash } from "@/lib/statement-log/merkle";
import { CT_LEAVES, CT_ROOTS, refConsistency, refInclusion, refRoot } from "@/tests/unit/support/rfc6962";

const hex = (hashes: Buffer[]) => hashes.map((h) => h.toString("hex"));

function treeOf(entries: Buffer[]): MemoryTiles {
  const tiles = new MemoryTiles();
  tiles.append(entries.map(leafHash));
  return tiles;
}

describe("Merkle hashing", () => {
  it("prefixes leaves with 0x00 and nodes with 0x01 (domain separation)", () => {
    const a = Buffer.from("a");
    const b = Buffer.from("b");
    expect(leafHash(a).toString("hex")).toBe(
      createHash("sha256")
        .update(Buffer.from([0x00]))
        .update(a)
        .digest("hex"),
    );
    expect(nodeHash(a, b).toString("hex")).toBe(
      createHash("sha256")
        .update(Buffer.from([0x01, 0x61, 0x62]))
        .digest("hex"),
    );
    expect(nodeHash(a, b).equals(nodeHash(b, a))).toBe(false);
  });

  it("has the SHA-256 of nothing as the empty tree's root", async () => {
    expect(EMPTY_ROOT.toString("hex")).toBe("e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
    expect((await new MemoryTiles().tree().root()).equals(EMPTY_ROOT)).toBe(true);
  });
});

describe("a tree read from tiles", () => {
  const tiles = treeOf(CT_LEAVES);

  it("gives the Certificate Transparency roots for every size from 1 to 8", async () => {
    const roots = await Promise.all(CT_ROOTS.map((_, i) => tiles.tree(i + 1).root()));
    expect(hex(roots)).toEqual(CT_ROOTS);
  });

  it("gives the RFC's inclusion path for every leaf of every size", async () => {
    for (let size = 1; size <= 8; size++) {
      for (let index = 0; index < size; index++) {
        expect(hex(await tiles.tree(size).inclusionProof(index)), `${index} in ${size}`).toEqual(
          hex(refInclusion(index, CT_LEAVES.slice(0, size))),
        );
      }
    }
  });

  it("gives the RFC's consistency proof between every pair of sizes", async () => {
    for (let size = 1; size <= 8; size++) {
      for (let m = 1; m <= size; m++) {
        expect(hex(await tiles.tree(size).consistencyProof(m)), `${m} to ${size}`).toEqual(
          hex(refConsistency(m, CT_LEAVES.slice(0, size))),
        );
      }
    }
  });

  it("crosses a tile boundary: a tree of 600 leaves has the reference root, and the root of 256 is one full tile", async () => {
    const entries = Array.from({ length: 600 }, (_, i) => Buffer.from(`entry ${i}`));
    const big = treeOf(entries);
    expect((await big.tree().root()).equals(refRoot(entries))).toBe(true);
    expect((await big.tree(256).root()).equals(refRoot(entries.slice(0, 256)))).toBe(true);
    expect(hex(await big.tree(600).inclusionProof(300))).toEqual(hex(refInclusion(300, entries)));
    expect(hex(await big.tree(600).consistencyProof(257))).toEqual(hex(refConsistency(257, entries)));
  });

  it("refuses an index or size outside the tree", async () => {
    const tree = tiles.tree(5);
    await expect(tree.inclusionProof(5)).rejects.toBeInstanceOf(LogRangeError);
    await expect(tree.inclusionProof(-1)).rejects.toBeInstanceOf(LogRangeError);
    await expect(tree.consistencyProof(0)).rejects.toBeInstanceOf(LogRangeError);
    await expect(tree.consistencyProof(6)).rejects.toBeInstanceOf(LogRangeError);
    await expect(tree.rangeHash(3, 6)).rejects.toBeInstanceOf(LogRangeError);
  });
});
