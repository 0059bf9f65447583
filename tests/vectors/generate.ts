// Generates tests/vectors/trust-ledger-tokens.json: Trust Ledger Token cases with their expected outcomes,
// so another implementation can prove it agrees. Reproducible: keys come from fixed seeds, Ed25519 signs
// deterministically and every time is fixed. `npx tsx tests/vectors/generate.ts` rewrites the file;
// tests/unit/token-vectors.test.ts checks the file equals a fresh generation and every outcome.
import { createHash, createPrivateKey, createPublicKey, sign, type KeyObject } from "node:crypto";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { correctionPayload } from "@/lib/statement-log/correction-payload";
import { encodeEntry, type SignedStatementFields } from "@/lib/statement-log/log-entry";
import { leafHash, MemoryTiles } from "@/lib/statement-log/merkle";
import { checkpointBody, encodeVerifierKey, signNote, SIG_TYPE_ED25519 } from "@/lib/statement-log/signed-note";
import { encodeToken } from "@/lib/statement-log/token-codec";
import type { TokenBody } from "@/lib/schemas/statement-log";
import { canonicalJson } from "@/lib/platform/canonical-json";
import type { TokenOutcome } from "@/lib/vocabulary/statement-log";

const ORIGIN = "vectors.example/log";
const PKCS8_ED25519 = Buffer.from("302e020100300506032b657004220420", "hex");

function keyFromSeed(label: string): { privateKey: KeyObject; x: string; raw: Buffer } {
  const seed = createHash("sha256").update(`trust-ledger-token vectors: ${label}`).digest();
  const privateKey = createPrivateKey({ key: Buffer.concat([PKCS8_ED25519, seed]), format: "der", type: "pkcs8" });
  const x = createPublicKey(privateKey).export({ format: "jwk" }).x as string;
  return { privateKey, x, raw: Buffer.from(x, "base64url") };
}

const witnessA = keyFromSeed("witness key A (retired)");
const witnessB = keyFromSeed("witness key B (active)");
const witnessC = keyFromSeed("witness key C (revoked)");
const stranger = keyFromSeed("a key nobody published");
const logKey = keyFromSeed("log key");
const otherLogKey = keyFromSeed("another log key");

const WITNESS_KEYS = [
  {
    kty: "OKP",
    crv: "Ed25519",
    kid: "vec-b",
    x: witnessB.x,
    use: "sig",
    alg: "EdDSA",
    notBefore: "2026-01-01T00:00:00.000Z",
    notAfter: null,
    status: "active",
  },
  {
    kty: "OKP",
    crv: "Ed25519",
    kid: "vec-a",
    x: witnessA.x,
    use: "sig",
    alg: "EdDSA",
    notBefore: "2026-01-01T00:00:00.000Z",
    notAfter: "2026-06-01T00:00:00.000Z",
    status: "retired",
    retired_at: "2026-06-01T00:00:00.000Z",
  },
  {
    kty: "OKP",
    crv: "Ed25519",
    kid: "vec-c",
    x: witnessC.x,
    use: "sig",
    alg: "EdDSA",
    notBefore: "2026-03-01T00:00:00.000Z",
    notAfter: "2026-04-01T00:00:00.000Z",
    status: "revoked",
    revoked_at: "2026-04-01T00:00:00.000Z",
  },
];
const LOG_VERIFIER_KEY = encodeVerifierKey(ORIGIN, SIG_TYPE_ED25519, logKey.raw);

function statement(payload: unknown, kid: string, key: KeyObject): SignedStatementFields {
  const text = typeof payload === "string" ? payload : canonicalJson(payload);
  return {
    payload: text,
    signature: "ed25519:" + sign(null, Buffer.from(text), key).toString("base64"),
    key_id: kid,
    alg: "Ed25519",
    canonicalization: "RFC8785",
  };
}

function reading(i: number, kid: "vec-a" | "vec-b" | "vec-c" = i % 2 ? "vec-a" : "vec-b") {
  const key = { "vec-a": witnessA, "vec-b": witnessB, "vec-c": witnessC }[kid].privateKey;
  const takenAt = new Date(Date.UTC(2026, 0, 1) + i * 3_600_000).toISOString();
  return statement(
    {
      subject: { slug: `vector-co-${i % 5}`, domain: `vector-co-${i % 5}.example` },
      reading: { taken_at: takenAt, checks_run: 3, checks_passed: 3 - (i % 2), standing: "witnessed" },
      checks: [{ check_id: "tls", source: "https://example", passed: true }],
      service: "svc-witness",
      version: 1,
    },
    kid,
    key,
  );
}

interface Log {
  tiles: MemoryTiles;
  statements: SignedStatementFields[];
  kinds: ("statement" | "correction")[];
}

function buildLog(items: { kind: "statement" | "correction"; s: SignedStatementFields }[]): Log {
  const tiles = new MemoryTiles();
  tiles.append(items.map((it) => leafHash(encodeEntry(it.kind, it.s))));
  return { tiles, statements: items.map((i) => i.s), kinds: items.map((i) => i.kind) };
}

async function checkpointNote(log: Log, size = log.tiles.size, key = logKey): Promise<string> {
  return signNote(checkpointBody({ origin: ORIGIN, size, rootHash: await log.tiles.tree(size).root() }), ORIGIN, key.privateKey, key.raw);
}

async function tokenFor(log: Log, index: number, opts: { size?: number; corrections?: number[] } = {}): Promise<TokenBody> {
  const size = opts.size ?? log.tiles.size;
  const tree = log.tiles.tree(size);
  const proof = async (i: number) => (await tree.inclusionProof(i)).map((h) => h.toString("base64"));
  const corrections = [];
  for (const c of opts.corrections ?? [])
    corrections.push({ statement: log.statements[c]! as TokenBody["statement"], index: c, inclusion_proof: await proof(c) });
  return {
    typ: "trust-ledger-token",
    version: 1,
    statement: log.statements[index]! as TokenBody["statement"],
    log: { index, inclusion_proof: await proof(index), checkpoint: await checkpointNote(log, size) },
    ...(corrections.length ? { corrections } : {}),
  };
}

export interface VectorCase {
  name: string;
  description: string;
  token: string;
  expected: TokenOutcome;
  /** Keys for this case when they differ from the file's defaults. */
  witness_keys?: unknown[];
  log_verifier_key?: string;
}

const flip = (b64: string, at = 0) => {
  const buf = Buffer.from(b64, "base64");
  buf[at % buf.length]! ^= 0x01;
  return buf.toString("base64");
};

export async function generateVectors() {
  const cases: VectorCase[] = [];
  const add = (name: string, description: string, expected: TokenOutcome, token: string | TokenBody, extra: Partial<VectorCase> = {}) =>
    cases.push({ name, description, expected, token: typeof token === "string" ? token : encodeToken(token), ...extra });

  // Valid tokens in trees of 1, 2, 3, 7, 8, 9 and 1000 statements: the first, a middle and the last entry.
  const logs = new Map<number, Log>();
  for (const size of [1, 2, 3, 7, 8, 9, 1000]) {
    const log = buildLog(Array.from({ length: size }, (_, i) => ({ kind: "statement" as const, s: reading(i) })));
    logs.set(size, log);
    for (const index of [...new Set([0, Math.floor(size / 2), size - 1])]) {
      add(
        `valid-size-${size}-index-${index}`,
        `entry ${index} of a tree of ${size}; signed by ${log.statements[index]!.key_id}`,
        "valid",
        await tokenFor(log, index),
      );
    }
  }
  const log9 = logs.get(9)!;
  const base = await tokenFor(log9, 4);

  add(
    "valid-rotated-key",
    "signed by vec-a, retired (not revoked) since: old statements keep verifying after rotation",
    "valid",
    await tokenFor(log9, 3),
  );
  add(
    "valid-older-checkpoint",
    "entry 2 proven in the checkpoint of size 5 of the same log",
    "valid",
    await tokenFor(log9, 2, { size: 5 }),
  );

  // Malformed
  add("malformed-prefix", "does not start with tlt1.", "malformed", "tlt2." + encodeToken(base).slice(5));
  add("malformed-base64", "body is not base64url", "malformed", "tlt1.***");
  add("malformed-json", "body is not JSON", "malformed", "tlt1." + Buffer.from("{not json").toString("base64url"));
  add(
    "malformed-missing-log",
    "the log member is missing",
    "malformed",
    "tlt1." + Buffer.from(canonicalJson({ ...base, log: undefined })).toString("base64url"),
  );
  add(
    "malformed-extra-member",
    "an unknown member (score) is present",
    "malformed",
    "tlt1." + Buffer.from(canonicalJson({ ...base, score: 1 })).toString("base64url"),
  );
  add("malformed-checkpoint-note", "the checkpoint is not a signed note", "malformed", {
    ...base,
    log: { ...base.log, checkpoint: "not a note" },
  });
  add("malformed-checkpoint-size", "the checkpoint size has a leading zero", "malformed", {
    ...base,
    log: { ...base.log, checkpoint: base.log.checkpoint.replace(/\n9\n/, "\n09\n") },
  });

  // Keys
  add("unknown-witness-key", "key_id names no published key", "unknown_key", {
    ...base,
    statement: { ...base.statement, key_id: "vec-z" },
  });
  add("unknown-log-key", "the checkpoint is signed by another key under the log's name", "unknown_key", {
    ...base,
    log: { ...base.log, checkpoint: await checkpointNote(log9, 9, otherLogKey) },
  });
  add("unknown-log-origin", "the verifier key names another log", "unknown_key", base, {
    log_verifier_key: encodeVerifierKey("other.example/log", SIG_TYPE_ED25519, logKey.raw),
  });
  const revokedLog = buildLog([
    { kind: "statement", s: reading(0) },
    { kind: "statement", s: reading(1, "vec-c") },
  ]);
  add("revoked-witness-key", "signed by vec-c, revoked", "revoked_key", await tokenFor(revokedLog, 1));
  add("revoked-by-status-only", "vec-b marked revoked by status alone", "revoked_key", base, {
    witness_keys: WITNESS_KEYS.map((k) => (k.kid === "vec-b" ? { ...k, status: "revoked" } : k)),
  });

  // Signatures
  add("invalid-statement-payload", "one character of the payload changed", "invalid_signature", {
    ...base,
    statement: { ...base.statement, payload: base.statement.payload.replace("witnessed", "Witnessed") },
  });
  add("invalid-statement-signature", "one bit of the signature flipped", "invalid_signature", {
    ...base,
    statement: { ...base.statement, signature: "ed25519:" + flip(base.statement.signature.slice(8), 10) },
  });
  add("invalid-statement-wrong-signer", "vec-b's kid but a stranger's signature", "invalid_signature", {
    ...base,
    statement: statement(base.statement.payload, "vec-b", stranger.privateKey) as TokenBody["statement"],
  });
  add("invalid-checkpoint-signature", "the checkpoint's root changed after signing", "invalid_signature", {
    ...base,
    log: { ...base.log, checkpoint: base.log.checkpoint.replace(/\n([A-Za-z0-9+/]{43}=)\n/, (_, r: string) => `\n${flip(r, 5)}\n`) },
  });

  // Inclusion
  add("not-included-wrong-index", "the proof of entry 4 presented as entry 5", "not_included", { ...base, log: { ...base.log, index: 5 } });
  add("not-included-altered-proof", "one proof hash altered", "not_included", {
    ...base,
    log: { ...base.log, inclusion_proof: base.log.inclusion_proof.map((h, i) => (i === 1 ? flip(h) : h)) },
  });
  add("not-included-other-tree", "a valid proof for the tree of 9 against the checkpoint of the tree of 8", "not_included", {
    ...base,
    log: { ...base.log, checkpoint: await checkpointNote(logs.get(8)!) },
  });
  add("not-included-index-beyond", "index 9 in a tree of 9", "not_included", { ...base, log: { ...base.log, index: 9 } });
  add("not-included-other-statement", "a statement never logged with entry 4's proof", "not_included", {
    ...base,
    statement: reading(77, "vec-b") as TokenBody["statement"],
  });

  // Corrections
  const target = log9.statements[4]!;
  const correction = (key: typeof witnessB, kid: string, corrects = 4, leaf = leafHash(encodeEntry("statement", target)).toString("hex")) =>
    statement(
      correctionPayload({
        logIndex: corrects,
        leafHashHex: leaf,
        action: "withdraw",
        reason: "the reading named the wrong host",
        correctedAt: new Date(Date.UTC(2026, 6, 1)),
      }),
      kid,
      key.privateKey,
    );
  const corrected = buildLog([
    ...log9.statements.map((s) => ({ kind: "statement" as const, s })),
    { kind: "correction", s: correction(witnessB, "vec-b") },
  ]);
  add(
    "superseded-withdrawn",
    "entry 9 withdraws entry 4; both in the checkpoint",
    "superseded",
    await tokenFor(corrected, 4, { corrections: [9] }),
  );
  const replaced = buildLog([
    ...log9.statements.map((s) => ({ kind: "statement" as const, s })),
    { kind: "statement", s: reading(100) },
    {
      kind: "correction",
      s: statement(
        correctionPayload({
          logIndex: 4,
          leafHashHex: leafHash(encodeEntry("statement", target)).toString("hex"),
          action: "replace",
          reason: "re-read",
          replacementSha256: createHash("sha256").update(reading(100).payload).digest("hex"),
          correctedAt: new Date(Date.UTC(2026, 6, 2)),
        }),
        "vec-b",
        witnessB.privateKey,
      ),
    },
  ]);
  add("superseded-replaced", "entry 10 replaces entry 4 with entry 9", "superseded", await tokenFor(replaced, 4, { corrections: [10] }));
  const forged = buildLog([
    ...log9.statements.map((s) => ({ kind: "statement" as const, s })),
    { kind: "correction", s: correction(stranger, "vec-b") },
  ]);
  add(
    "valid-forged-correction-ignored",
    "a correction with a bad signature does not supersede",
    "valid",
    await tokenFor(forged, 4, { corrections: [9] }),
  );
  const elsewhere = buildLog([
    ...log9.statements.map((s) => ({ kind: "statement" as const, s })),
    { kind: "correction", s: correction(witnessB, "vec-b", 3, leafHash(encodeEntry("statement", log9.statements[3]!)).toString("hex")) },
  ]);
  add(
    "valid-correction-of-another-entry",
    "a correction naming entry 3 does not supersede entry 4",
    "valid",
    await tokenFor(elsewhere, 4, { corrections: [9] }),
  );

  return { format: "trust-ledger-token-vectors/1", origin: ORIGIN, log_verifier_key: LOG_VERIFIER_KEY, witness_keys: WITNESS_KEYS, cases };
}

export const VECTOR_FILE = path.join(import.meta.dirname, "trust-ledger-tokens.json");

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const vectors = await generateVectors();
  writeFileSync(VECTOR_FILE, JSON.stringify(vectors, null, 2) + "\n");
  console.log(`wrote ${vectors.cases.length} cases to ${path.relative(process.cwd(), VECTOR_FILE)}`);
}
