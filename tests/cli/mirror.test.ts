// `svc mirror` as a child process against a 100,000-entry log served by a stand-in log server built here
// with the statement log's own tile code (MemoryTiles, entry bundles, a signed checkpoint): the mirror
// completes and every kept file matches the log; killed halfway, the next run downloads no finished
// tile again; a tampered tile is rejected and not kept.
import http from "node:http";
import { generateKeyPairSync } from "node:crypto";
import { mkdtemp, readFile, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { spawn } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { entryBundle } from "@/lib/statement-log/log-entry";
import { HASH_SIZE, leafHash, MemoryTiles, TILE_WIDTH } from "@/lib/statement-log/merkle";
import { checkpointBody, encodeVerifierKey, signNote, SIG_TYPE_ED25519 } from "@/lib/statement-log/signed-note";
import { parseTilePath } from "@/lib/statement-log/tile-path";
import { SVC_BIN, jsonOf, runSvc } from "@/tests/helpers/svc";

// Each test runs the client as one or more child processes; on a loaded machine that takes a while.
vi.setConfig({ testTimeout: 180_000 });

const SIZE = 100_000;
const ORIGIN = "mirror-test.example/log";
let server: http.Server;
let apiUrl: string;
let logKey: string;
let scratch: string;
const requests = new Map<string, number>();
let tamper: string | null = null;
let tiles: MemoryTiles;
let entries: Buffer[];

beforeAll(async () => {
  scratch = await mkdtemp(path.join(os.tmpdir(), "svc-mirror-"));
  entries = Array.from({ length: SIZE }, (_, i) => Buffer.from(JSON.stringify({ kind: "statement", n: i })));
  tiles = new MemoryTiles();
  tiles.append(entries.map((e) => leafHash(e)));
  const root = await tiles.tree().root();
  const { privateKey, publicKey } = generateKeyPairSync("ed25519");
  const raw = Buffer.from(publicKey.export({ format: "jwk" }).x!, "base64url");
  logKey = encodeVerifierKey(ORIGIN, SIG_TYPE_ED25519, raw);
  const note = signNote(checkpointBody({ origin: ORIGIN, size: SIZE, rootHash: root }), ORIGIN, privateKey, raw);

  server = http.createServer(async (req, res) => {
    const url = new URL(req.url!, "http://x");
    if (url.pathname === "/log/checkpoint") {
      res.writeHead(200, { "content-type": "text/plain; charset=utf-8" });
      return res.end(note);
    }
    const rel = url.pathname.replace(/^\/log\/tile\//, "");
    const t = parseTilePath(rel.split("/"));
    if (!url.pathname.startsWith("/log/tile/") || !t) {
      res.writeHead(404);
      return res.end();
    }
    requests.set(rel, (requests.get(rel) ?? 0) + 1);
    const width = t.width ?? TILE_WIDTH;
    let body: Buffer;
    if (t.level === "entries") body = entryBundle(entries.slice(t.index * TILE_WIDTH, t.index * TILE_WIDTH + width));
    else body = (await tiles.readTile(t.level, t.index)).subarray(0, width * HASH_SIZE);
    if (rel === tamper) {
      body = Buffer.from(body);
      body[5] ^= 0x01;
    }
    res.writeHead(200, { "content-type": "application/octet-stream" });
    res.end(body);
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  apiUrl = `http://api.localhost:${(server.address() as { port: number }).port}`;
});
afterAll(async () => {
  await new Promise((r) => server.close(r));
  await rm(scratch, { recursive: true, force: true });
});

const env = () => ({ SVC_API_URL: apiUrl });
const FULL_LEVEL0 = Math.floor(SIZE / TILE_WIDTH);

describe("svc mirror", () => {
  it("mirrors a 100,000-entry log, every kept file equal to the log's", async () => {
    requests.clear();
    const dir = path.join(scratch, "complete");
    const res = await runSvc(["mirror", dir, "--log-key", logKey, "--json"], { env: env(), timeoutMs: 300_000 });
    expect(res.code, res.stderr).toBe(0);
    const doc = await jsonOf(res, "mirror");
    expect(doc).toMatchObject({ complete: true, size: SIZE, reused: 0, log_key_pinned: true });
    // 390 full level-0 tiles, 1 full level-1 tile, the partial tiles of levels 0, 1, 2, and the entry bundles.
    expect(doc.downloaded).toBe(FULL_LEVEL0 + 1 + 3 + FULL_LEVEL0 + 1);
    for (const rel of ["0/000", "0/389", "1/000", "0/390.p/160", "1/001.p/134", "2/000.p/1", "entries/123", "entries/390.p/160"]) {
      const kept = await readFile(path.join(dir, "tile", rel));
      const t = parseTilePath(rel.split("/"))!;
      const width = t.width ?? TILE_WIDTH;
      const expected =
        t.level === "entries"
          ? entryBundle(entries.slice(t.index * TILE_WIDTH, t.index * TILE_WIDTH + width))
          : (await tiles.readTile(t.level, t.index)).subarray(0, width * HASH_SIZE);
      expect(kept.equals(expected), rel).toBe(true);
    }
    expect(await readFile(path.join(dir, "checkpoint"), "utf8")).toMatch(new RegExp(`^${ORIGIN}\\n${SIZE}\\n`));
    // Without a TTY the progress is plain lines on stderr.
    expect(res.stderr).toMatch(/mirror: \d+\/\d+ tiles/);
  });

  it("killed halfway, the next run downloads no finished tile again", async () => {
    const dir = path.join(scratch, "resumed");
    requests.clear();
    await new Promise<void>((resolve, reject) => {
      const child = spawn(process.execPath, [SVC_BIN, "mirror", dir, "--log-key", logKey], { env: { ...process.env, ...env() } });
      let err = "";
      child.stderr.on("data", (d) => {
        err += d;
        const m = /mirror: (\d+)\/(\d+) tiles/g;
        let last = 0;
        for (let hit = m.exec(err); hit; hit = m.exec(err)) last = Number(hit[1]) / Number(hit[2]);
        if (last >= 0.5 && child.exitCode === null) child.kill("SIGKILL");
      });
      child.once("error", reject);
      child.once("close", () => resolve());
    });
    const firstRun = new Map(requests);
    const keptBefore = [...firstRun.keys()].filter((rel) => !rel.includes(".p/"));
    expect(keptBefore.length).toBeGreaterThan(100);
    await expect(stat(path.join(dir, "checkpoint"))).rejects.toThrow();

    requests.clear();
    const res = await runSvc(["mirror", dir, "--log-key", logKey, "--json"], { env: env(), timeoutMs: 300_000 });
    expect(res.code, res.stderr).toBe(0);
    const doc = await jsonOf(res, "mirror");
    expect(doc.complete).toBe(true);
    expect(doc.reused).toBeGreaterThan(0);
    // A full tile kept by the killed run is never asked for again (one in flight when killed may be).
    const again = keptBefore.filter((rel) => requests.has(rel));
    expect(again.length).toBeLessThanOrEqual(1);
    expect(doc.downloaded + doc.reused).toBe(FULL_LEVEL0 + 1 + 3 + FULL_LEVEL0 + 1);
  });

  it("a tampered tile is rejected (exit 9) and not kept", async () => {
    const dir = path.join(scratch, "tampered");
    tamper = "0/200";
    try {
      const res = await runSvc(["mirror", dir, "--log-key", logKey, "--json"], { env: env(), timeoutMs: 300_000 });
      expect(res.code).toBe(9);
      const doc = await jsonOf(res, "mirror");
      expect(doc).toMatchObject({ complete: false });
      expect(doc.reason).toMatch(/tile 0\/200 does not match the verified hash above it/);
      await expect(stat(path.join(dir, "tile", "0/200"))).rejects.toThrow();
      await expect(stat(path.join(dir, "checkpoint"))).rejects.toThrow();
      // Tiles before it were verified and kept.
      expect((await readFile(path.join(dir, "tile", "0/199"))).length).toBe(TILE_WIDTH * HASH_SIZE);
    } finally {
      tamper = null;
    }
  });

  it("a tampered entry bundle and a checkpoint under another key are rejected", async () => {
    tamper = "entries/007";
    try {
      const res = await runSvc(["mirror", path.join(scratch, "entries"), "--log-key", logKey, "--json"], {
        env: env(),
        timeoutMs: 300_000,
      });
      expect(res.code).toBe(9);
      expect((await jsonOf(res, "mirror")).reason).toMatch(/entry bundle entries\/007 does not match its level-0 tile/);
    } finally {
      tamper = null;
    }
    const { publicKey } = generateKeyPairSync("ed25519");
    const other = encodeVerifierKey(ORIGIN, SIG_TYPE_ED25519, Buffer.from(publicKey.export({ format: "jwk" }).x!, "base64url"));
    const res = await runSvc(["mirror", path.join(scratch, "other-key"), "--log-key", other, "--json"], { env: env() });
    expect(res.code).toBe(8);
    expect((await jsonOf(res, "mirror")).reason).toMatch(/no signature by the log key/);
  });
});
