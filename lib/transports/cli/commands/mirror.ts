// `svc mirror <dir>`: downloads the whole statement log as C2SP tlog-tiles into a directory that can be
// served as it is (<dir>/checkpoint, <dir>/tile/<L>/<N>[.p/<W>], <dir>/tile/entries/<N>[.p/<W>]), so a
// third party can host a full verified copy. Every tile is verified before it is kept, top down: the
// rightmost (partial) tiles must rebuild the signed checkpoint's root; each full tile's root must be the
// hash one level up; each entry's leaf hash must be its level-0 hash. Files are written aside and
// renamed, so a run killed halfway leaves only verified tiles, and the next run reads those from disk
// instead of downloading them again. A tile that does not verify stops the run (exit 9) and is not kept.
import { mkdir, readFile } from "node:fs/promises";
import path from "node:path";
import { SingleBar } from "cli-progress";
import { HASH_SIZE, leafHash, nodeHash, splitHashes, tileRoot, TILE_WIDTH } from "@/lib/statement-log/merkle";
import { tilePath } from "@/lib/statement-log/tile-path";
import { EXIT } from "@/lib/vocabulary/cli-exit-codes";
import type { CommandResult } from "@/lib/transports/cli/command-result";
import { checkCheckpointNote } from "@/lib/transports/cli/checkpoint";
import { chooseLogKey } from "@/lib/transports/cli/log-key";
import { readBytes, readText } from "@/lib/transports/cli/read-json";
import { serviceUrls } from "@/lib/transports/cli/service-urls";
import { replaceFile } from "@/lib/transports/cli/state-file";
import { UsageError } from "@/lib/transports/cli/usage-error";

const MAX_TILE_BYTES = TILE_WIDTH * HASH_SIZE;
const MAX_BUNDLE_BYTES = TILE_WIDTH * (2 + 0xffff);

class TileRejected extends Error {}

/** RFC 9162 root over a run of subtree hashes whose split points fall on their boundaries. */
function rootOf(hashes: Buffer[]): Buffer {
  if (hashes.length === 1) return hashes[0]!;
  let k = 1;
  while (k * 2 < hashes.length) k *= 2;
  return nodeHash(rootOf(hashes.slice(0, k)), rootOf(hashes.slice(k)));
}

function splitEntries(bundle: Buffer): Buffer[] {
  const entries: Buffer[] = [];
  for (let at = 0; at < bundle.length;) {
    if (at + 2 > bundle.length) throw new TileRejected("an entry bundle ends inside a length prefix");
    const len = bundle.readUInt16BE(at);
    if (at + 2 + len > bundle.length) throw new TileRejected("an entry bundle ends inside an entry");
    entries.push(bundle.subarray(at + 2, at + 2 + len));
    at += 2 + len;
  }
  return entries;
}

interface Progress {
  tick(note?: string): void;
  stop(): void;
}

function progress(total: number): Progress {
  if (process.stderr.isTTY) {
    const bar = new SingleBar(
      { format: "mirror [{bar}] {value}/{total} tiles {note}", stream: process.stderr, hideCursor: true },
      undefined,
    );
    bar.start(total, 0, { note: "" });
    return { tick: (note = "") => bar.increment(1, { note }), stop: () => bar.stop() };
  }
  let done = 0;
  const every = Math.max(1, Math.floor(total / 20));
  return {
    tick: () => {
      done += 1;
      if (done % every === 0 || done === total) process.stderr.write(`mirror: ${done}/${total} tiles\n`);
    },
    stop: () => undefined,
  };
}

export async function runMirror(dir: string, options: { logKey?: string }): Promise<CommandResult> {
  const root = path.resolve(dir);
  try {
    await mkdir(root, { recursive: true });
  } catch (err) {
    throw new UsageError(`${dir} cannot be made (${(err as NodeJS.ErrnoException).code ?? "error"})`);
  }
  const logKey = await chooseLogKey(options.logKey);
  const tileBase = new URL("/log/tile/", serviceUrls().apiUrl);
  const note = (await readText(new URL("/log/checkpoint", serviceUrls().apiUrl).toString())).text;
  const cp = checkCheckpointNote(note, logKey.key);
  if (!cp.ok)
    return {
      exit: EXIT.signatureInvalid,
      json: { dir: root, complete: false, reason: cp.reason },
      text: [`Checkpoint NOT valid: ${cp.reason}. Nothing was mirrored.`],
    };
  const size = cp.checkpoint.size;

  let downloaded = 0;
  let reused = 0;
  const widthAt = (level: number) => Math.floor(size / TILE_WIDTH ** level) % TILE_WIDTH;
  const fullAt = (level: number) => Math.floor(size / TILE_WIDTH ** (level + 1));
  let top = 0;
  while (TILE_WIDTH ** (top + 1) <= size) top++;
  const levels = Array.from({ length: top + 1 }, (_, l) => l);
  const total = levels.reduce((n, l) => n + fullAt(l) + (widthAt(l) ? 1 : 0), 0) + fullAt(0) + (widthAt(0) ? 1 : 0);
  const bar = progress(total);

  /** A tile's bytes: from disk when an earlier run kept it (it was verified then and is checked again), else downloaded. */
  async function fetchTile(rel: string, max: number, full: boolean): Promise<{ bytes: Buffer; local: boolean }> {
    const file = path.join(root, "tile", rel);
    if (full) {
      try {
        return { bytes: await readFile(file), local: true };
      } catch {
        // not kept yet
      }
    }
    return { bytes: await readBytes(new URL(rel, tileBase).toString(), max), local: false };
  }

  async function keep(rel: string, got: { bytes: Buffer; local: boolean }): Promise<void> {
    bar.tick(rel);
    if (got.local) {
      reused += 1;
      return;
    }
    downloaded += 1;
    const file = path.join(root, "tile", rel);
    await mkdir(path.dirname(file), { recursive: true });
    await replaceFile(file, got.bytes);
  }

  // Verified hashes of the tiles one level up, by tile index; filled top down.
  let above = new Map<number, Buffer[]>();
  try {
    // 1. The rightmost tiles of every level must rebuild the signed root.
    const partial = new Map<number, Buffer[]>();
    const partialBytes = new Map<number, { rel: string; got: { bytes: Buffer; local: boolean } }>();
    for (const level of levels) {
      const width = widthAt(level);
      if (!width) continue;
      const rel = tilePath({ level, index: fullAt(level), width });
      const got = await fetchTile(rel, MAX_TILE_BYTES, false);
      if (got.bytes.length !== width * HASH_SIZE)
        throw new TileRejected(`tile ${rel} has ${got.bytes.length} bytes, not ${width * HASH_SIZE}`);
      partial.set(level, splitHashes(got.bytes));
      partialBytes.set(level, { rel, got });
    }
    let edge: Buffer | null = null;
    for (const level of levels) {
      const run: Buffer[] = [...(partial.get(level) ?? []), ...(edge ? [edge] : [])];
      edge = run.length ? rootOf(run) : null;
    }
    if (size > 0 && (!edge || !edge.equals(cp.checkpoint.rootHash)))
      throw new TileRejected("the rightmost tiles do not rebuild the checkpoint's root");
    for (const { rel, got } of partialBytes.values()) await keep(rel, got);

    // 2. Full tiles, top down: each one's root is the hash at its place one level up.
    for (const level of [...levels].reverse()) {
      const here = new Map<number, Buffer[]>();
      if (partial.has(level)) here.set(fullAt(level), partial.get(level)!);
      for (let index = 0; index < fullAt(level); index++) {
        const parent = level === top ? undefined : above.get(Math.floor(index / TILE_WIDTH));
        const expected = parent?.[index % TILE_WIDTH];
        const rel = tilePath({ level, index });
        if (!expected) throw new TileRejected(`no verified hash one level above tile ${rel}`);
        const got = await fetchTile(rel, MAX_TILE_BYTES, true);
        if (got.bytes.length !== MAX_TILE_BYTES || !tileRoot(got.bytes).equals(expected)) {
          throw new TileRejected(`tile ${rel} does not match the verified hash above it`);
        }
        await keep(rel, got);
        // Level 0 hashes are needed only for their own entry bundle, checked right away.
        if (level === 0) await mirrorEntries(index, splitHashes(got.bytes), true);
        else here.set(index, splitHashes(got.bytes));
      }
      if (level === 0 && partial.has(0)) await mirrorEntries(fullAt(0), partial.get(0)!, false);
      above = here;
    }
  } catch (err) {
    bar.stop();
    if (err instanceof TileRejected) {
      return {
        exit: EXIT.bindingMismatch,
        json: { dir: root, complete: false, size, reason: err.message, downloaded, reused },
        text: [`Rejected: ${err.message}. It was not kept; the tiles kept so far are verified.`],
      };
    }
    throw err;
  }

  async function mirrorEntries(index: number, hashes: Buffer[], full: boolean): Promise<void> {
    const rel = tilePath({ level: "entries", index, width: full ? undefined : hashes.length });
    const got = await fetchTile(rel, MAX_BUNDLE_BYTES, full);
    const entries = splitEntries(got.bytes);
    if (entries.length !== hashes.length || entries.some((e, j) => !leafHash(e).equals(hashes[j]!)))
      throw new TileRejected(`entry bundle ${rel} does not match its level-0 tile`);
    await keep(rel, got);
  }

  bar.stop();
  await replaceFile(path.join(root, "checkpoint"), note);
  return {
    exit: EXIT.listedWitnessed,
    json: {
      dir: root,
      complete: true,
      size,
      root_hash: cp.checkpoint.rootHash.toString("base64"),
      downloaded,
      reused,
      log_key_pinned: logKey.pinned,
    },
    text: [
      `Mirrored ${size} entries into ${root}: ${downloaded} tiles downloaded, ` +
        `${reused} already kept; every tile verified against the signed checkpoint.`,
    ],
  };
}
