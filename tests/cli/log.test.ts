// `svc log checkpoint|proof|monitor` as a child process against a stand-in log server built here with the
// statement log's own tree code: the checkpoint's signature is checked against a pinned key; an
// inclusion proof leads to the signed root or is refused (9); `monitor` accepts only a log that grew
// (consistency proof) and keeps the saved state when it did not (a fork, a shrink, a rewrite).
import http from "node:http";
import { generateKeyPairSync } from "node:crypto";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { leafHash, MemoryTiles } from "@/lib/statement-log/merkle";
import { checkpointBody, encodeVerifierKey, signNote, SIG_TYPE_ED25519 } from "@/lib/statement-log/signed-note";
import { jsonOf, runSvc } from "@/tests/helpers/svc";

// Each test runs the client as one or more child processes; on a loaded machine that takes a while.
vi.setConfig({ testTimeout: 180_000 });

const ORIGIN = "log-test.example/log";
let server: http.Server;
let apiUrl: string;
let logKey: string;
let scratch: string;
let sign: (size: number, root: Buffer) => string;
let serving: { tiles: MemoryTiles; size: number; note: string; tamperProof?: boolean };
let honest: MemoryTiles;
let forked: MemoryTiles;

const entries = (n: number, forkAt = -1) =>
  Array.from({ length: n }, (_, i) => leafHash(Buffer.from(`entry ${i}${i === forkAt ? " (rewritten)" : ""}`)));

async function serve(tiles: MemoryTiles, size: number, tamperProof = false) {
  serving = { tiles, size, note: sign(size, await tiles.tree(size).root()), tamperProof };
}

beforeAll(async () => {
  scratch = await mkdtemp(path.join(os.tmpdir(), "svc-log-"));
  const { privateKey, publicKey } = generateKeyPairSync("ed25519");
  const raw = Buffer.from(publicKey.export({ format: "jwk" }).x!, "base64url");
  logKey = encodeVerifierKey(ORIGIN, SIG_TYPE_ED25519, raw);
  sign = (size, root) => signNote(checkpointBody({ origin: ORIGIN, size, rootHash: root }), ORIGIN, privateKey, raw);
  honest = new MemoryTiles();
  honest.append(entries(1500));
  forked = new MemoryTiles();
  forked.append(entries(1600, 10));
  await serve(honest, 1000);

  server = http.createServer(async (req, res) => {
    const url = new URL(req.url!, "http://x");
    const q = (name: string) => Number(url.searchParams.get(name));
    const json = (body: unknown) => {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    };
    const b64 = (b: Buffer) => b.toString("base64");
    if (url.pathname === "/log/checkpoint") {
      res.writeHead(200, { "content-type": "text/plain; charset=utf-8" });
      return res.end(serving.note);
    }
    if (url.pathname === "/log") {
      const root = await serving.tiles.tree(serving.size).root();
      return json({
        origin: ORIGIN,
        verifier_key: logKey,
        hash: "SHA-256",
        tiles: `${apiUrl}/log/tile/`,
        checkpoint: { size: serving.size, root_hash: b64(root), created_at: 0, note: serving.note, cosigned_by: [] },
        witnesses: [],
        pending: 0,
      });
    }
    if (url.pathname === "/log/proof/inclusion") {
      const tree = serving.tiles.tree(q("size"));
      const hashes = await tree.inclusionProof(q("index"));
      if (serving.tamperProof) hashes[0] = Buffer.alloc(32, 7);
      return json({
        index: q("index"),
        size: q("size"),
        leaf_hash: b64(leafHash(Buffer.from(`entry ${q("index")}`))),
        root_hash: b64(await tree.root()),
        hashes: hashes.map(b64),
      });
    }
    if (url.pathname === "/log/proof/consistency") {
      const tree = serving.tiles.tree(q("to"));
      const hashes = await tree.consistencyProof(q("from"));
      return json({
        from: q("from"),
        to: q("to"),
        from_root: b64(await serving.tiles.tree(q("from")).root()),
        to_root: b64(await tree.root()),
        hashes: hashes.map(b64),
      });
    }
    res.writeHead(404);
    res.end();
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  apiUrl = `http://api.localhost:${(server.address() as { port: number }).port}`;
});
afterAll(async () => {
  await new Promise((r) => server.close(r));
  await rm(scratch, { recursive: true, force: true });
});

const svc = (args: string[]) => runSvc([...args, "--json"], { env: { SVC_API_URL: apiUrl } });

describe("svc log checkpoint", () => {
  it("checks the log key's signature: pinned (0), read from the service and said so (0), another key (8)", async () => {
    const pinned = await svc(["log", "checkpoint", "--log-key", logKey]);
    expect(pinned.code).toBe(0);
    expect(await jsonOf(pinned, "log")).toMatchObject({
      valid: true,
      origin: ORIGIN,
      size: 1000,
      log_key_pinned: true,
      root_hash: (await honest.tree(1000).root()).toString("base64"),
    });

    const unpinned = await svc(["log", "checkpoint"]);
    expect(unpinned.code).toBe(0);
    expect(await jsonOf(unpinned, "log")).toMatchObject({ valid: true, log_key_pinned: false });

    const { publicKey } = generateKeyPairSync("ed25519");
    const other = encodeVerifierKey(ORIGIN, SIG_TYPE_ED25519, Buffer.from(publicKey.export({ format: "jwk" }).x!, "base64url"));
    const wrong = await svc(["log", "checkpoint", "--log-key", other]);
    expect(wrong.code).toBe(8);
    expect(await jsonOf(wrong, "log")).toMatchObject({ valid: false });

    const malformed = await svc(["log", "checkpoint", "--log-key", "not-a-key"]);
    expect(malformed.code).toBe(2);
    expect((await jsonOf(malformed, "log")).error.message).toMatch(/--log-key/);
  });
});

describe("svc log proof", () => {
  it("entry 123 is included in the signed checkpoint (0); a proof that does not lead to the signed root is 9", async () => {
    const ok = await svc(["log", "proof", "123", "--log-key", logKey]);
    expect(ok.code).toBe(0);
    expect(await jsonOf(ok, "log")).toMatchObject({ index: 123, size: 1000, included: true });
    await serve(honest, 1000, true);
    try {
      const bad = await svc(["log", "proof", "123", "--log-key", logKey]);
      expect(bad.code).toBe(9);
      expect(await jsonOf(bad, "log")).toMatchObject({ included: false });
    } finally {
      await serve(honest, 1000);
    }
    const beyond = await svc(["log", "proof", "1000", "--log-key", logKey]);
    expect(beyond.code).toBe(2);
    expect((await jsonOf(beyond, "log")).error.message).toMatch(/beyond the log \(1000 entries/);
    expect((await svc(["log", "proof", "-1"])).code).toBe(2);
  });
});

describe("svc log monitor", () => {
  it(
    "saves the first checkpoint, accepts growth with a consistency proof, " +
      "refuses a fork, a rewrite and a shrink without touching the state",
    async () => {
      const state = path.join(scratch, "monitor.json");
      const saved = async () => JSON.parse(await readFile(state, "utf8"));
      await serve(honest, 1000);
      const first = await svc(["log", "monitor", "--state", state, "--log-key", logKey]);
      expect(first.code).toBe(0);
      expect(await jsonOf(first, "log")).toMatchObject({ previous_size: null, state_updated: true, size: 1000 });
      expect((await saved()).size).toBe(1000);

      await serve(honest, 1500);
      const grew = await svc(["log", "monitor", "--state", state, "--log-key", logKey]);
      expect(grew.code).toBe(0);
      expect(await jsonOf(grew, "log")).toMatchObject({ previous_size: 1000, size: 1500, consistent: true, state_updated: true });
      const after = await saved();
      expect(after.size).toBe(1500);

      for (const [tiles, size, reason] of [
        [forked, 1600, /consistency proof does not check/],
        [forked, 1500, /same size, different root/],
        [honest, 1000, /shrank from 1500 to 1000/],
      ] as const) {
        await serve(tiles, size);
        const res = await svc(["log", "monitor", "--state", state, "--log-key", logKey]);
        expect(res.code).toBe(9);
        const doc = await jsonOf(res, "log");
        expect(doc).toMatchObject({ consistent: false, state_updated: false, previous_size: 1500 });
        expect(doc.reason).toMatch(reason);
        expect(await saved()).toEqual(after);
      }
      await serve(honest, 1000);
    },
  );
});
