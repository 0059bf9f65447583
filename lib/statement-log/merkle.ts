// RFC 9162 Merkle tree hashing and proofs, read from C2SP tlog-tiles. A leaf hash is SHA-256(0x00 || entry),
// a node hash SHA-256(0x01 || left || right). The tree is stored only as tiles (256 hashes wide, every
// eighth level), so any subtree hash, root, inclusion or consistency proof for any size up to the current
// one is recomputed from at most one tile per node: what a client holding the tiles can do too.
import { createHash } from "node:crypto";

export const HASH_SIZE = 32;
export const TILE_HEIGHT = 8;
export const TILE_WIDTH = 1 << TILE_HEIGHT;

const LEAF_PREFIX = Buffer.from([0x00]);
const NODE_PREFIX = Buffer.from([0x01]);

export function leafHash(entry: Uint8Array): Buffer {
  return createHash("sha256").update(LEAF_PREFIX).update(entry).digest();
}

export function nodeHash(left: Uint8Array, right: Uint8Array): Buffer {
  return createHash("sha256").update(NODE_PREFIX).update(left).update(right).digest();
}

/** MTH({}) = SHA-256 of the empty string. */
export const EMPTY_ROOT = createHash("sha256").digest();

/** Reads tile (level, index) holding at least `width` hashes (concatenated 32-byte hashes). */
export interface TileReader {
  readTile(level: number, index: number, width: number): Promise<Buffer>;
}

export class LogRangeError extends Error {
  readonly code = "log_range";
}

/** Largest power of two strictly smaller than n (n > 1). */
function splitPoint(n: number): number {
  let k = 1;
  while (k * 2 < n) k *= 2;
  return k;
}

function isPowerOfTwo(n: number): boolean {
  return n > 0 && Number.isInteger(Math.log2(n));
}

/** Root of a perfect run of hashes (a power-of-two count). */
function perfectRoot(hashes: Buffer[]): Buffer {
  let level = hashes;
  while (level.length > 1) {
    const next: Buffer[] = [];
    for (let i = 0; i < level.length; i += 2) next.push(nodeHash(level[i]!, level[i + 1]!));
    level = next;
  }
  return level[0]!;
}

/** Hashes of a tile buffer as 32-byte slices. */
export function splitHashes(tile: Buffer, from = 0, count = tile.length / HASH_SIZE - from): Buffer[] {
  const out: Buffer[] = [];
  for (let i = from; i < from + count; i++) out.push(tile.subarray(i * HASH_SIZE, (i + 1) * HASH_SIZE));
  return out;
}

/** The root hash of a full tile: the Merkle hash its 256 hashes stand for one level of tiles up. */
export function tileRoot(tile: Buffer): Buffer {
  return perfectRoot(splitHashes(tile));
}

/**
 * Subtree and range hashes of a tree of `size` leaves, read from tiles. Tiles read once per instance,
 * so one proof reads each tile it touches once.
 */
export class TreeReader {
  private readonly tiles = new Map<string, Buffer>();
  // Subtree hashes already computed: a proof and its neighbours share most of them.
  private readonly subtrees = new Map<string, Buffer>();

  constructor(
    private readonly reader: TileReader,
    readonly size: number,
  ) {}

  private async tile(level: number, index: number, width: number): Promise<Buffer> {
    const key = `${level}/${index}`;
    const held = this.tiles.get(key);
    if (held && held.length >= width * HASH_SIZE) return held;
    const read = await this.reader.readTile(level, index, width);
    if (read.length < width * HASH_SIZE) throw new LogRangeError(`tile ${key} holds ${read.length / HASH_SIZE} hashes, ${width} needed`);
    this.tiles.set(key, read);
    return read;
  }

  /** Hash of the perfect subtree of height `height` at position `index` (leaves index*2^height ...). */
  async subtreeHash(height: number, index: number): Promise<Buffer> {
    const key = `${height}/${index}`;
    const known = this.subtrees.get(key);
    if (known) return known;
    const hash = await this.computeSubtree(height, index);
    this.subtrees.set(key, hash);
    return hash;
  }

  private async computeSubtree(height: number, index: number): Promise<Buffer> {
    const tileLevel = Math.floor(height / TILE_HEIGHT);
    const within = height - tileLevel * TILE_HEIGHT;
    const first = index * 2 ** within;
    const count = 2 ** within;
    const tileIndex = Math.floor(first / TILE_WIDTH);
    const offset = first % TILE_WIDTH;
    const tile = await this.tile(tileLevel, tileIndex, offset + count);
    return count === 1
      ? Buffer.from(tile.subarray(offset * HASH_SIZE, (offset + 1) * HASH_SIZE))
      : perfectRoot(splitHashes(tile, offset, count));
  }

  /** MTH(D[start:end]) as RFC 9162 defines it. */
  async rangeHash(start: number, end: number): Promise<Buffer> {
    const n = end - start;
    if (n <= 0 || end > this.size) throw new LogRangeError(`range ${start}..${end} outside a tree of ${this.size}`);
    if (isPowerOfTwo(n) && start % n === 0) return this.subtreeHash(Math.log2(n), start / n);
    const k = splitPoint(n);
    return nodeHash(await this.rangeHash(start, start + k), await this.rangeHash(start + k, end));
  }

  async root(): Promise<Buffer> {
    return this.size === 0 ? Buffer.from(EMPTY_ROOT) : this.rangeHash(0, this.size);
  }

  /** RFC 9162 2.1.3.1 PATH(m, D[0:size]), leaf sibling first. */
  async inclusionProof(index: number): Promise<Buffer[]> {
    if (!Number.isInteger(index) || index < 0 || index >= this.size)
      throw new LogRangeError(`index ${index} is not in a tree of ${this.size}`);
    const path: Buffer[] = [];
    const walk = async (m: number, start: number, end: number): Promise<void> => {
      const n = end - start;
      if (n === 1) return;
      const k = splitPoint(n);
      if (m < k) {
        await walk(m, start, start + k);
        path.push(await this.rangeHash(start + k, end));
      } else {
        await walk(m - k, start + k, end);
        path.push(await this.rangeHash(start, start + k));
      }
    };
    await walk(index, 0, this.size);
    return path;
  }

  /** RFC 9162 2.1.4.1 PROOF(m, D[0:size]); empty when m equals the size. */
  async consistencyProof(m: number): Promise<Buffer[]> {
    if (!Number.isInteger(m) || m < 1 || m > this.size) throw new LogRangeError(`size ${m} is not between 1 and ${this.size}`);
    const proof: Buffer[] = [];
    const sub = async (mm: number, start: number, end: number, whole: boolean): Promise<void> => {
      const n = end - start;
      if (mm === n) {
        if (!whole) proof.push(await this.rangeHash(start, end));
        return;
      }
      const k = splitPoint(n);
      if (mm <= k) {
        await sub(mm, start, start + k, whole);
        proof.push(await this.rangeHash(start + k, end));
      } else {
        await sub(mm - k, start + k, end, false);
        proof.push(await this.rangeHash(start, start + k));
      }
    };
    await sub(m, 0, this.size, true);
    return proof;
  }
}

/** Tile coordinates of the rightmost (partial) tile at each level of a tree of `size`, with its width. */
export function partialTiles(size: number): { level: number; index: number; width: number }[] {
  const out: { level: number; index: number; width: number }[] = [];
  for (let level = 0, span = 1; span <= size; level++, span *= TILE_WIDTH) {
    const width = Math.floor(size / span) % TILE_WIDTH;
    if (width > 0) out.push({ level, index: Math.floor(size / (span * TILE_WIDTH)), width });
  }
  return out;
}

export interface TileWrite {
  level: number;
  index: number;
  hashes: Buffer;
}

/**
 * Appends leaf hashes to a tree held as tiles. Starts from the rightmost partial tile of each level (as
 * `partialTiles` names them) and reports every tile it changed: a full tile is written once and never again.
 */
export class TileAppender {
  private readonly rightmost: Buffer[][] = [];
  // Each touched tile by its row of hashes; concatenated once, when the writes are asked for.
  private readonly touched = new Map<string, { level: number; index: number; row: Buffer[] }>();
  private count: number;

  constructor(size: number, partials: { level: number; hashes: Buffer }[]) {
    this.count = size;
    for (const p of partials) this.rightmost[p.level] = splitHashes(p.hashes);
  }

  get size(): number {
    return this.count;
  }

  append(hash: Buffer): void {
    let carry: Buffer | null = hash;
    // The position at each level is the number of complete hashes there before this append.
    for (let level = 0, span = 1; carry; level++, span *= TILE_WIDTH) {
      const row = (this.rightmost[level] ??= []);
      row.push(carry);
      const index = Math.floor(this.count / (span * TILE_WIDTH));
      this.touched.set(`${level}/${index}`, { level, index, row });
      if (row.length < TILE_WIDTH) carry = null;
      else {
        carry = perfectRoot(row);
        this.rightmost[level] = [];
      }
    }
    this.count++;
  }

  /** Tiles changed since construction, each with its final content. */
  writes(): TileWrite[] {
    return [...this.touched.values()].map((t) => ({ level: t.level, index: t.index, hashes: Buffer.concat(t.row) }));
  }

  /** A reader that sees these writes over an underlying store. */
  overlay(under: TileReader): TileReader {
    const written = new Map(this.writes().map((w) => [`${w.level}/${w.index}`, w.hashes]));
    return { readTile: async (level, index, width) => written.get(`${level}/${index}`) ?? under.readTile(level, index, width) };
  }
}

/** A tile store in memory (tests, benches and the vector generator build trees with it). */
export class MemoryTiles implements TileReader {
  readonly tiles = new Map<string, Buffer>();
  size = 0;

  append(hashes: Buffer[]): void {
    const appender = new TileAppender(
      this.size,
      partialTiles(this.size).map((p) => ({
        level: p.level,
        hashes: this.tiles.get(`${p.level}/${p.index}`)!.subarray(0, p.width * HASH_SIZE),
      })),
    );
    for (const h of hashes) appender.append(h);
    for (const w of appender.writes()) this.tiles.set(`${w.level}/${w.index}`, w.hashes);
    this.size = appender.size;
  }

  async readTile(level: number, index: number): Promise<Buffer> {
    const tile = this.tiles.get(`${level}/${index}`);
    if (!tile) throw new LogRangeError(`no tile ${level}/${index}`);
    return tile;
  }

  tree(size = this.size): TreeReader {
    return new TreeReader(this, size);
  }
}
