// Reads of the log's tables: tiles (full ones cached in memory: they never change), entries, checkpoints
// and cosignatures. Everything a route or a token needs goes through here.
import type { Db } from "@/lib/platform/db/client";
import { HASH_SIZE, TILE_WIDTH, TreeReader, LogRangeError, type TileReader } from "@/lib/statement-log/merkle";

type Tx = Pick<Db, "logTile" | "logEntry" | "logCheckpoint" | "logCosignature">;

const FULL_TILE_BYTES = TILE_WIDTH * HASH_SIZE;
const CACHE_LIMIT = 4096;
const fullTiles = new WeakMap<object, Map<string, Buffer>>();

/** A per-database map of immutable resources (full tiles, full entry bundles). */
export function cacheFor(db: object, caches: WeakMap<object, Map<string, Buffer>> = fullTiles): Map<string, Buffer> {
  let m = caches.get(db);
  if (!m) caches.set(db, (m = new Map()));
  return m;
}

/** Tiles from the database; a full tile is read once per process and kept (it is immutable). */
export function dbTileReader(db: Tx, cacheKey: object = db): TileReader {
  const cache = cacheFor(cacheKey);
  return {
    async readTile(level, index, width) {
      const key = `${level}/${index}`;
      const held = cache.get(key);
      if (held) return held;
      const row = await db.logTile.findUnique({ where: { level_index: { level, index: BigInt(index) } }, select: { hashes: true } });
      if (!row || row.hashes.length < width * HASH_SIZE) throw new LogRangeError(`tile ${key} does not hold ${width} hashes`);
      const hashes = Buffer.from(row.hashes);
      if (hashes.length === FULL_TILE_BYTES) {
        if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value!);
        cache.set(key, hashes);
      }
      return hashes;
    },
  };
}

export interface StoredCheckpoint {
  size: number;
  rootHash: Buffer;
  note: string;
  createdAt: Date;
}

function toCheckpoint(row: { size: bigint; rootHash: Uint8Array; note: string; createdAt: Date }): StoredCheckpoint {
  return { size: Number(row.size), rootHash: Buffer.from(row.rootHash), note: row.note, createdAt: row.createdAt };
}

export async function latestCheckpoint(db: Tx): Promise<StoredCheckpoint | null> {
  const row = await db.logCheckpoint.findFirst({ orderBy: { size: "desc" } });
  return row ? toCheckpoint(row) : null;
}

export async function checkpointOfSize(db: Tx, size: number): Promise<StoredCheckpoint | null> {
  const row = await db.logCheckpoint.findUnique({ where: { size: BigInt(size) } });
  return row ? toCheckpoint(row) : null;
}

/** The checkpoint note with every stored cosignature appended (signed-note allows any number of lines). */
export async function cosignedNote(
  db: Tx,
  checkpoint: StoredCheckpoint,
): Promise<{ note: string; cosigners: { name: string; timestamp: number }[] }> {
  const rows = await db.logCosignature.findMany({ where: { size: BigInt(checkpoint.size) }, orderBy: { witness: "asc" } });
  const note = rows.length ? checkpoint.note + rows.map((r) => r.line + "\n").join("") : checkpoint.note;
  return { note, cosigners: rows.map((r) => ({ name: r.witness, timestamp: Number(r.timestamp) })) };
}

/** A tree reader for `size` entries (at most the latest checkpoint's size). */
export function treeAt(db: Tx, size: number): TreeReader {
  return new TreeReader(dbTileReader(db), size);
}

/** Entries [first, first + count) in index order, as stored bytes. */
export async function readEntries(db: Tx, first: number, count: number): Promise<Buffer[]> {
  const rows = await db.logEntry.findMany({
    where: { index: { gte: BigInt(first), lt: BigInt(first + count) } },
    orderBy: { index: "asc" },
    select: { entry: true },
  });
  if (rows.length !== count) throw new LogRangeError(`entries ${first}..${first + count} are not all stored`);
  return rows.map((r) => Buffer.from(r.entry));
}
