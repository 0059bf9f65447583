// Merkle proof checks the project did not write: @sigstore/verify's RFC 6962 inclusion check and
// @transmute/rfc9162's tree head and consistency check. Tests hold the service's proofs to them.
import { RFC9162 } from "@transmute/rfc9162";
// An internal module of @sigstore/verify: the RFC 6962 inclusion check its Rekor verification uses.
import { verifyMerkleInclusion } from "@sigstore/verify/dist/tlog/merkle";

/** @sigstore/verify: throws unless `proof` leads from `entry` at `index` to `root` in a tree of `size`. */
export function sigstoreInclusionHolds(entry: Uint8Array, index: number, size: number, proof: Uint8Array[], root: Uint8Array): boolean {
  try {
    // Only the fields the check reads; the rest of a Rekor entry plays no part in it.
    verifyMerkleInclusion(
      {
        inclusionProof: { logIndex: String(index), hashes: proof.map((h) => Buffer.from(h)) },
        canonicalizedBody: Buffer.from(entry),
      } as never,
      { logSize: BigInt(size), logHash: Buffer.from(root) } as never,
    );
    return true;
  } catch {
    return false;
  }
}

/**
 * @transmute/rfc9162's consistency check. Step 2 of RFC 9162 2.1.4.2 (prepend the first root when the first
 * size is a power of two) is left to the caller by that library, so it is done here, as the RFC says.
 */
export async function transmuteConsistencyHolds(
  from: number,
  to: number,
  fromRoot: Uint8Array,
  toRoot: Uint8Array,
  proof: Uint8Array[],
): Promise<boolean> {
  const path = Number.isInteger(Math.log2(from)) ? [fromRoot, ...proof] : proof;
  return RFC9162.verifyConsistencyProof(new Uint8Array(fromRoot), new Uint8Array(toRoot), {
    log_id: "",
    tree_size_1: from,
    tree_size_2: to,
    consistency_path: path.map((h) => new Uint8Array(h)),
  });
}

/** @transmute/rfc9162's Merkle tree head of the entries. */
export async function transmuteTreeHead(entries: Uint8Array[]): Promise<Buffer> {
  return Buffer.from(await RFC9162.treeHead(entries.map((e) => new Uint8Array(e))));
}
