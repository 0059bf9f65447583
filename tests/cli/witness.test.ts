// `svc witness` as a child process, an independent witness of a running test app, reached through an HTTP
// stand-in that passes requests on and counts them, or serves a log of its own: a consistent log is
// cosigned (the cosignature is stored, GET /log names the witness), and cosigned again once it grew, with
// the consistency proven from tiles alone; a second checkpoint of the same size, or a larger one that
// does not extend the one cosigned, is a split view: exit 12, nothing posted, nothing stored, the state
// kept. Then `svc verify --witness-key ... --min-witnesses 1` passes on the cosigned checkpoint and
// refuses (exit 11, insufficient_witnesses) a token whose checkpoint no named witness cosigned.
import { randomBytes } from "node:crypto";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { correctStatement } from "@/lib/statement-log/correct-statement";
import { integrateAll } from "@/lib/statement-log/integrate";
import { logKey } from "@/lib/statement-log/log-key";
import { leafHash, MemoryTiles } from "@/lib/statement-log/merkle";
import { checkpointBody, signNote } from "@/lib/statement-log/signed-note";
import { parseTilePath } from "@/lib/statement-log/tile-path";
import { startApp, type TestApp } from "@/tests/helpers/app";
import { jsonOf, runSvc } from "@/tests/helpers/svc";

vi.setConfig({ testTimeout: 180_000, hookTimeout: 300_000 });

const STAND_IN_PORT = 3351;

let app: TestApp;
let scratch: string;
let state: string;
let witnessKey: string;
let witnessName: string;
let logVkey: string;
let standIn: http.Server;
let standInUrl: string;
/** What the stand-in serves instead of the app's log: a note and, for a forged tree, its tiles. */
let forged: { note: string; tiles?: MemoryTiles } | null = null;
const seen = { posts: 0, tiles: 0, proofs: 0 };

function forward(req: http.IncomingMessage, body: Buffer, res: http.ServerResponse): void {
  const headers = { ...req.headers, host: new URL(app.apiUrl).host };
  const out = http.request({ host: "127.0.0.1", port: app.port, method: req.method, path: req.url, headers }, (answer) => {
    res.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(res);
  });
  out.once("error", () => res.writeHead(502).end());
  out.end(body);
}

async function serveForged(url: URL, res: http.ServerResponse): Promise<boolean> {
  if (!forged) return false;
  if (url.pathname === "/log/checkpoint") {
    res.writeHead(200, { "content-type": "text/plain; charset=utf-8" }).end(forged.note);
    return true;
  }
  const tile = url.pathname.startsWith("/log/tile/") ? parseTilePath(url.pathname.slice("/log/tile/".length).split("/")) : null;
  if (forged.tiles && tile && tile.level !== "entries") {
    const hashes = await forged.tiles.readTile(tile.level, tile.index);
    res.writeHead(200, { "content-type": "application/octet-stream" }).end(tile.width ? hashes.subarray(0, tile.width * 32) : hashes);
    return true;
  }
  return false;
}

const signed = (size: number, root: Buffer) => {
  const key = logKey();
  return signNote(checkpointBody({ origin: key.name, size, rootHash: root }), key.name, key.privateKey, key.publicKey);
};

const witness = (...extra: string[]) =>
  runSvc(["witness", "--state", state, "--log-key", logVkey, "--url", standInUrl, "--json", ...extra]);
const cosignatureRows = () => app.db.logCosignature.count({ where: { witness: witnessName } });
const latestSize = async () => (await app.api.get("/log")).body.checkpoint.size as number;

beforeAll(async () => {
  scratch = await mkdtemp(path.join(os.tmpdir(), "svc-witness-"));
  state = path.join(scratch, "state");
  // The key is made before the log starts, so the log can list it: what an operator does once.
  const made = await runSvc(["witness", "--state", state, "--print-key", "--name", "witness.test/w1", "--json"]);
  expect(made.code).toBe(0);
  const doc = await jsonOf(made, "witness");
  witnessKey = doc.verifier_key;
  witnessName = doc.witness;
  app = await startApp({ LOG_WITNESSES: witnessKey, LOG_INTEGRATE_MS: "0" });
  await integrateAll(app.db);
  logVkey = (await app.api.get("/log")).body.verifier_key;
  standIn = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", async () => {
      const url = new URL(req.url!, "http://stand-in");
      if (req.method === "POST" && url.pathname === "/log/cosignature") seen.posts += 1;
      if (url.pathname.startsWith("/log/tile/")) seen.tiles += 1;
      if (url.pathname.startsWith("/log/proof/")) seen.proofs += 1;
      if (!(await serveForged(url, res))) forward(req, Buffer.concat(chunks), res);
    });
  });
  await new Promise<void>((resolve) => standIn.listen(STAND_IN_PORT, "127.0.0.1", resolve));
  standInUrl = `http://127.0.0.1:${STAND_IN_PORT}`;
});
afterAll(async () => {
  await new Promise((resolve) => standIn?.close(resolve));
  await app?.stop();
  await rm(scratch, { recursive: true, force: true });
});

describe("svc witness", () => {
  let uncosignedToken: string;
  let firstSize: number;

  it("keeps its key in the state directory, readable by its owner only", async () => {
    const file = path.join(state, "witness-key.json");
    const { mode } = await import("node:fs/promises").then((fs) => fs.stat(file));
    expect(mode & 0o777).toBe(0o600);
    expect(JSON.parse(await readFile(file, "utf8")).name).toBe("witness.test/w1");
    const [name, keyId] = witnessKey.split("+", 2);
    expect([name, keyId]).toEqual(["witness.test/w1", expect.stringMatching(/^[0-9a-f]{8}$/)]);
    // C2SP: a cosignature/v1 verifier key is the type byte 0x04 and the 32-byte Ed25519 public key.
    const raw = Buffer.from(witnessKey.slice(name!.length + keyId!.length + 2), "base64");
    expect([raw.length, raw[0]]).toEqual([33, 0x04]);
  });

  it("cosigns the first checkpoint it sees, and the log stores and names the cosignature", async () => {
    uncosignedToken = (await app.api.get("/public/trust/lumen-analytics/token")).body.token;
    firstSize = await latestSize();
    const res = await witness();
    expect(res.code, res.stderr).toBe(0);
    const doc = await jsonOf(res, "witness");
    expect(doc).toMatchObject({
      outcome: "cosigned",
      posted: true,
      split_view: false,
      size: firstSize,
      previous_size: null,
      witness: witnessName,
    });
    expect(seen.posts).toBe(1);
    expect(await cosignatureRows()).toBe(1);
    const info = (await app.api.get("/log")).body;
    expect(info.checkpoint.cosigned_by).toEqual([{ name: witnessName, timestamp: expect.any(Number) }]);
    expect(info.witnesses).toEqual([witnessKey]);
    // The profile read, the token and the bundle name the cosigners of the checkpoint they rest on.
    const cosigners = [{ name: witnessName, timestamp: expect.any(Number) }];
    const profile = (await app.web.get("/api/network/profile?q=lumen-analytics")).body;
    expect(profile.witnessLog.checkpoint).toMatchObject({ size: firstSize, cosigned_by: cosigners });
    expect((await app.api.get("/public/trust/lumen-analytics/token")).body.cosigned_by).toEqual(cosigners);
    expect((await app.api.get("/public/trust/lumen-analytics/bundle")).body.log.cosigned_by).toEqual(cosigners);
  });

  it("posts nothing again for the checkpoint it already cosigned", async () => {
    const res = await witness();
    expect(res.code).toBe(0);
    expect((await jsonOf(res, "witness")).outcome).toBe("already_cosigned");
    expect(seen.posts).toBe(1);
  });

  it("svc verify --witness-key --min-witnesses 1 passes on the cosigned checkpoint and refuses an uncosigned one (11)", async () => {
    const env = { SVC_BASE_URL: app.baseUrl, SVC_API_URL: app.apiUrl };
    const pass = await runSvc(
      ["verify", "lumen-analytics.example", "--log-key", logVkey, "--witness-key", witnessKey, "--min-witnesses", "1", "--json"],
      {
        env,
      },
    );
    expect(pass.code, pass.stdout + pass.stderr).toBe(0);
    expect(await jsonOf(pass, "verify")).toMatchObject({ outcome: "valid", cosigned_by: [witnessName] });

    const refused = await runSvc(
      ["verify", "--token", uncosignedToken, "--log-key", logVkey, "--witness-key", witnessKey, "--min-witnesses", "1", "--json"],
      {
        env,
      },
    );
    expect(refused.code).toBe(11);
    const doc = await jsonOf(refused, "verify");
    expect(doc).toMatchObject({ outcome: "insufficient_witnesses", cosigned_by: [] });
    expect(doc.detail).toMatch(/cosigned by 0 of the named witnesses/);
    // Without --witness-key the same token is valid: the witnesses are the verifier's own requirement.
    const plain = await runSvc(["verify", "--token", uncosignedToken, "--log-key", logVkey, "--json"], { env });
    expect(plain.code).toBe(0);
    // Two witnesses required, one of them never cosigned: refused.
    const other = (await runSvc(["witness", "--state", path.join(scratch, "other"), "--print-key"])).stdout.trim();
    const two = await runSvc(
      ["verify", "lumen-analytics.example", "--witness-key", witnessKey, "--witness-key", other, "--min-witnesses", "2", "--json"],
      {
        env,
      },
    );
    expect(two.code).toBe(11);
    const bad = await runSvc(["verify", "lumen-analytics.example", "--witness-key", logVkey, "--json"], { env });
    expect(bad.code).toBe(2);
    expect((await jsonOf(bad, "verify")).error.message).toMatch(/cosignature\/v1/);
  });

  it("cosigns the grown log after proving from its tiles alone that it extends the one cosigned", async () => {
    await correctStatement(app.db, { index: 0, action: "withdraw", reason: "The log grows for the witness test." });
    await integrateAll(app.db);
    const size = await latestSize();
    expect(size).toBeGreaterThan(firstSize);
    const before = { ...seen };
    const res = await witness();
    expect(res.code, res.stderr).toBe(0);
    expect(await jsonOf(res, "witness")).toMatchObject({ outcome: "cosigned", size, previous_size: firstSize });
    expect(seen.tiles).toBeGreaterThan(before.tiles);
    expect(seen.proofs).toBe(before.proofs);
    expect(seen.posts).toBe(before.posts + 1);
    expect(await cosignatureRows()).toBe(2);
  });

  it("refuses a second checkpoint of the same size (12, split view): nothing posted, nothing stored, the state kept", async () => {
    const size = await latestSize();
    const stateBefore = await readFile(path.join(state, "checkpoint.json"), "utf8");
    forged = { note: signed(size, randomBytes(32)) };
    try {
      const res = await witness();
      expect(res.code).toBe(12);
      const doc = await jsonOf(res, "witness");
      expect(doc).toMatchObject({ outcome: "split_view", split_view: true, posted: false, size, previous_size: size });
      expect(doc.exit_meaning).toMatch(/^split view/);
      expect(doc.reason).toMatch(/a second checkpoint of size/);
    } finally {
      forged = null;
    }
    expect(seen.posts).toBe(2);
    expect(await cosignatureRows()).toBe(2);
    expect(await readFile(path.join(state, "checkpoint.json"), "utf8")).toBe(stateBefore);
  });

  it("refuses a larger checkpoint whose tiles do not extend the one cosigned (12), also when watching", async () => {
    const size = await latestSize();
    const tiles = new MemoryTiles();
    tiles.append(Array.from({ length: size + 3 }, (_, i) => leafHash(Buffer.from(`another history ${i}`))));
    forged = { note: signed(size + 3, await tiles.tree().root()), tiles };
    try {
      const res = await witness();
      expect(res.code).toBe(12);
      expect(await jsonOf(res, "witness")).toMatchObject({ outcome: "split_view", posted: false, size: size + 3, previous_size: size });
      const watched = await witness("--watch", "1");
      expect(watched.code).toBe(12);
      expect((await jsonOf(watched, "witness")).outcome).toBe("split_view");
    } finally {
      forged = null;
    }
    expect(seen.posts).toBe(2);
    expect(await cosignatureRows()).toBe(2);
  });

  it("refuses a checkpoint the log key did not sign (8) and posts nothing", async () => {
    const size = await latestSize();
    const note = signed(size + 1, randomBytes(32));
    forged = {
      note: note.replace(
        /\n— (\S+) (\S+)\n$/,
        (_m, name: string, sig: string) => `\n— ${name} ${sig.slice(0, 10)}${sig[10] === "A" ? "B" : "A"}${sig.slice(11)}\n`,
      ),
    };
    try {
      const res = await witness();
      expect(res.code).toBe(8);
      expect((await jsonOf(res, "witness")).outcome).toBe("invalid_checkpoint");
    } finally {
      forged = null;
    }
    expect(seen.posts).toBe(2);
  });
});
