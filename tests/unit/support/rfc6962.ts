// RFC 6962/9162 Merkle trees written from the RFC's definitions with node:crypto alone, and the eight-leaf
// tree of the Certificate Transparency test vectors: the reference the log's own Merkle code is checked against.
import { createHash } from "node:crypto";

const sha256 = (...parts: Uint8Array[]) => createHash("sha256").update(Buffer.concat(parts)).digest();

/** The leaves of certificate-transparency-go's merkle tree tests (hex). */
export const CT_LEAVES = ["", "00", "10", "2021", "3031", "40414243", "5051525354555657", "606162636465666768696a6b6c6d6e6f"].map((h) =>
  Buffer.from(h, "hex"),
);

/** MTH(D[0:n]) of CT_LEAVES for n = 1..8, as the CT test vectors publish them. */
export const CT_ROOTS = [
  "6e340b9cffb37a989ca544e6bb780a2c78901d3fb33738768511a30617afa01d",
  "fac54203e7cc696cf0dfcb42c92a1d9dbaf70ad9e621f4bd8d98662f00e3c125",
  "aeb6bcfe274b70a14fb067a5e5578264db0fa9b51af5e0ba159158f329e06e77",
  "d37ee418976dd95753c1c73862b9398fa2a2cf9b4ff0fdfe8b30cd95209614b7",
  "4e3bbb1f7b478dcfe71fb631631519a3bca12c9aefca1612bfce4c13a86264d4",
  "76e67dadbcdf1e10e1b74ddc608abd2f98dfb16fbce75277b5232a127f2087ef",
  "ddb89be403809e325750d3d263cd78929c2942b7942a34b77e122c9594a74c8c",
  "5dc9da79a70659a9ad559cb701ded9a2ab9d823aad2f4960cfe370eff4604328",
];

const split = (n: number) => {
  let k = 1;
  while (k * 2 < n) k *= 2;
  return k;
};

export function refLeafHash(entry: Uint8Array): Buffer {
  return sha256(Buffer.from([0]), entry);
}

/** MTH over entries (not leaf hashes), RFC 9162 section 2.1.1. */
export function refRoot(entries: Uint8Array[]): Buffer {
  if (entries.length === 0) return sha256();
  if (entries.length === 1) return refLeafHash(entries[0]!);
  const k = split(entries.length);
  return sha256(Buffer.from([1]), refRoot(entries.slice(0, k)), refRoot(entries.slice(k)));
}

/** PATH(m, D[n]), RFC 9162 section 2.1.3.1. */
export function refInclusion(m: number, entries: Uint8Array[]): Buffer[] {
  if (entries.length <= 1) return [];
  const k = split(entries.length);
  return m < k
    ? [...refInclusion(m, entries.slice(0, k)), refRoot(entries.slice(k))]
    : [...refInclusion(m - k, entries.slice(k)), refRoot(entries.slice(0, k))];
}

/** PROOF(m, D[n]), RFC 9162 section 2.1.4.1. */
export function refConsistency(m: number, entries: Uint8Array[], whole = true): Buffer[] {
  const n = entries.length;
  if (m === n) return whole ? [] : [refRoot(entries)];
  const k = split(n);
  return m <= k
    ? [...refConsistency(m, entries.slice(0, k), whole), refRoot(entries.slice(k))]
    : [...refConsistency(m - k, entries.slice(k), false), refRoot(entries.slice(0, k))];
}
