// Proof verification (RFC 9162 sections 2.1.3.2 and 2.1.4.2, lib/statement-log/verify-proof.ts) over proofs
// built from the RFC's definitions: every honest proof verifies, and a changed hash, index, size or root does not.
import { describe, expect, it } from "vitest";
import { rootFromInclusionProof, verifyConsistency, verifyInclusion } from "@/lib/statement-log/verify-proof";
import { CT_LEAVES, refConsistency, refInclusion, refLeafHash, refRoot } from "@/tests/unit/support/rfc6962";

const entries = [...CT_LEAVES, ...Array.from({ length: 13 }, (_, i) => Buffer.from(`more ${i}`))];
const prefix = (n: number) => entries.slice(0, n);

function flipped(hash: Buffer): Buffer {
  const copy = Buffer.from(hash);
  copy[0] = copy[0]! ^ 1;
  return copy;
}

describe("inclusion proofs", () => {
  it("verify for every leaf of every tree size up to 21", () => {
    for (let size = 1; size <= entries.length; size++) {
      const root = refRoot(prefix(size));
      for (let i = 0; i < size; i++) {
        const proof = refInclusion(i, prefix(size));
        expect(verifyInclusion(i, size, refLeafHash(entries[i]!), proof, root), `${i} in ${size}`).toBe(true);
        expect(rootFromInclusionProof(i, size, refLeafHash(entries[i]!), proof)?.equals(root)).toBe(true);
      }
    }
  });

  it("fail for another leaf, index, size, root or an altered or shortened path", () => {
    const size = 13;
    const root = refRoot(prefix(size));
    const proof = refInclusion(6, prefix(size));
    const leaf = refLeafHash(entries[6]!);
    expect(verifyInclusion(6, size, refLeafHash(entries[7]!), proof, root)).toBe(false);
    expect(verifyInclusion(7, size, leaf, proof, root)).toBe(false);
    // The size fixes the path's shape: the last leaf of 13 is not where a tree of 14 would put it.
    const last = refLeafHash(entries[12]!);
    expect(verifyInclusion(12, size, last, refInclusion(12, prefix(size)), root)).toBe(true);
    expect(verifyInclusion(12, size + 1, last, refInclusion(12, prefix(size)), root)).toBe(false);
    expect(verifyInclusion(6, size, leaf, proof, refRoot(prefix(12)))).toBe(false);
    expect(verifyInclusion(6, size, leaf, [flipped(proof[0]!), ...proof.slice(1)], root)).toBe(false);
    expect(verifyInclusion(6, size, leaf, proof.slice(0, -1), root)).toBe(false);
    expect(verifyInclusion(6, size, leaf, [...proof, proof[0]!], root)).toBe(false);
  });

  it("have no root for an index outside the tree", () => {
    expect(rootFromInclusionProof(5, 5, refLeafHash(entries[0]!), [])).toBeNull();
    expect(rootFromInclusionProof(-1, 5, refLeafHash(entries[0]!), [])).toBeNull();
  });
});

describe("consistency proofs", () => {
  it("verify between every pair of sizes up to 21", () => {
    for (let second = 1; second <= entries.length; second++) {
      for (let first = 1; first <= second; first++) {
        const ok = verifyConsistency(first, second, refRoot(prefix(first)), refRoot(prefix(second)), refConsistency(first, prefix(second)));
        expect(ok, `${first} to ${second}`).toBe(true);
      }
    }
  });

  it("fail when the old tree was rewritten, a proof hash changed or the sizes are swapped or zero", () => {
    const proof = refConsistency(6, prefix(11));
    const [oldRoot, newRoot] = [refRoot(prefix(6)), refRoot(prefix(11))];
    const rewritten = refRoot([...prefix(5), Buffer.from("forged")]);
    expect(verifyConsistency(6, 11, rewritten, newRoot, proof)).toBe(false);
    expect(verifyConsistency(6, 11, oldRoot, newRoot, [flipped(proof[0]!), ...proof.slice(1)])).toBe(false);
    expect(verifyConsistency(6, 11, oldRoot, newRoot, proof.slice(1))).toBe(false);
    expect(verifyConsistency(11, 6, newRoot, oldRoot, proof)).toBe(false);
    expect(verifyConsistency(0, 11, oldRoot, newRoot, proof)).toBe(false);
  });

  it("between equal sizes, hold only for an empty proof and the same root", () => {
    const root = refRoot(prefix(4));
    expect(verifyConsistency(4, 4, root, root, [])).toBe(true);
    expect(verifyConsistency(4, 4, root, refRoot(prefix(3)), [])).toBe(false);
    expect(verifyConsistency(4, 4, root, root, [root])).toBe(false);
  });
});
