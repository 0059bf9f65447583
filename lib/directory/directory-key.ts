// The directory order as one ascending key: witnessed companies first, most recently witnessed first
// (`dirRank`, see recomputeDirectoryKeys), then lowercased name, then company id, so the order is total.

export interface DirectoryKey {
  /** -epoch ms of the last witnessed reading; 0 for a company never witnessed. */
  rank: bigint;
  sortName: string;
  id: string;
}

export function keyOf(row: { dirRank: bigint; sortName: string; id: string }): DirectoryKey {
  return { rank: BigInt(row.dirRank), sortName: row.sortName, id: row.id };
}
