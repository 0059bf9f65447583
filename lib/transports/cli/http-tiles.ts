// The log's Merkle tiles read over HTTP ({api_url}/log/tile/...), as the tiles of one tree size: a tile
// the tree has filled is read whole, the rightmost one of a level as the partial tile of that size
// (tlog-tiles `.p/<W>`). What is read is trusted only as far as the hashes built from it match a signed root.
import { HASH_SIZE, LogRangeError, TILE_WIDTH, TreeReader, type TileReader } from "@/lib/statement-log/merkle";
import { tilePath } from "@/lib/statement-log/tile-path";
import { readBytes } from "@/lib/transports/cli/read-json";

export function httpTree(tileBase: URL, size: number): TreeReader {
  const reader: TileReader = {
    async readTile(level, index, width) {
      const hashesAtLevel = Math.floor(size / TILE_WIDTH ** level);
      const full = (index + 1) * TILE_WIDTH <= hashesAtLevel;
      const held = full ? TILE_WIDTH : hashesAtLevel - index * TILE_WIDTH;
      if (held < width)
        throw new LogRangeError(`tile ${level}/${index} holds ${Math.max(held, 0)} hashes in a tree of ${size}, ${width} needed`);
      const rel = tilePath({ level, index, width: full ? undefined : held });
      const bytes = await readBytes(new URL(rel, tileBase).toString(), TILE_WIDTH * HASH_SIZE);
      if (bytes.length !== held * HASH_SIZE) throw new LogRangeError(`tile ${rel} has ${bytes.length} bytes, not ${held * HASH_SIZE}`);
      return bytes;
    },
  };
  return new TreeReader(reader, size);
}
